// The types of the packages imported as an isolated copy
// (web/build/isolatedPackages.ts): the same as the package's own.
declare module "isolated:buyer/firebase/app" {
  export * from "firebase/app";
}
declare module "isolated:buyer/firebase/auth" {
  export * from "firebase/auth";
}
