/** Every Cloud Function runs in this region; the web client calls it there. */
export const FUNCTIONS_REGION = "europe-west1";
