/** Short tones for scan answers: the worker hears a wrong scan without looking at the phone. */
let audio: AudioContext | null = null;

function play(frequency: number, ms: number, repeat = 1) {
  try {
    audio ??= new AudioContext();
    const start = audio.currentTime;
    for (let i = 0; i < repeat; i++) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'square';
      oscillator.frequency.value = frequency;
      gain.gain.value = 0.08;
      oscillator.connect(gain).connect(audio.destination);
      const at = start + (i * ms * 1.6) / 1000;
      oscillator.start(at);
      oscillator.stop(at + ms / 1000);
    }
  } catch {
    // No audio on this device (or not allowed yet): the words on the screen still tell.
  }
}

/** A wrong scan: two low buzzes. */
export const beepError = () => play(220, 140, 2);
/** An accepted scan: one short high tone. */
export const beepOk = () => play(1320, 60);
