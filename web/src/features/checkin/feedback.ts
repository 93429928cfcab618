// The sound and vibration of a verdict, so that the door staff know the
// answer without looking: a different tone pattern per verdict, made with Web
// Audio (no sound files to download or cache), and a vibration where the
// device has one.
import type { VerdictResult } from "./model/verdict";

interface Tone {
  hz: number;
  ms: number;
  wave?: OscillatorType;
}

const PAUSE_MS = 60;

const TONES: Record<VerdictResult, Tone[]> = {
  // Rising and bright: go.
  accepted: [
    { hz: 880, ms: 90 },
    { hz: 1320, ms: 160 },
  ],
  // Two equal middle beeps: look at the screen.
  already_used: [
    { hz: 660, ms: 160 },
    { hz: 660, ms: 160 },
  ],
  // Low and harsh: stop. Each refusal has its own rhythm.
  invalid: [{ hz: 220, ms: 500, wave: "square" }],
  void: [
    { hz: 262, ms: 110, wave: "square" },
    { hz: 262, ms: 110, wave: "square" },
    { hz: 262, ms: 110, wave: "square" },
  ],
  wrong_event: [
    { hz: 494, ms: 170, wave: "square" },
    { hz: 330, ms: 260, wave: "square" },
  ],
  error: [{ hz: 180, ms: 300, wave: "sawtooth" }],
};

const VIBRATIONS: Record<VerdictResult, number[]> = {
  accepted: [80],
  already_used: [150, 80, 150],
  invalid: [500],
  void: [120, 60, 120, 60, 120],
  wrong_event: [250, 100, 350],
  error: [300],
};

let audio: AudioContext | undefined;

function play(tones: Tone[]): void {
  // Browsers start audio only after the person has used the page; before
  // that the context stays suspended and the verdict is silent, not broken.
  audio ??= new AudioContext();
  void audio.resume();
  let at = audio.currentTime;
  for (const { hz, ms, wave = "sine" } of tones) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = wave;
    oscillator.frequency.value = hz;
    // Short fades: an oscillator cut off at full volume clicks.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + ms / 1000);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + ms / 1000);
    at += (ms + PAUSE_MS) / 1000;
  }
}

export function signalVerdict(result: VerdictResult): void {
  try {
    play(TONES[result]);
  } catch (error) {
    console.warn("Could not play the verdict's sound", error);
  }
  if ("vibrate" in navigator) navigator.vibrate(VIBRATIONS[result]);
}
