/**
 * The reference platform's "spoken" turn (useServerTTS): it has no speech engine, so a turn's
 * audio is a short two-tone chime, longer for longer turns (docs/contract.md, "AI interview").
 * It proves the path (the upstream sends audio, the BFF relays it, the browser plays it) with a
 * real WAV file; a production upstream sends speech the same way.
 */
const RATE = 8000;

function wavHeader(samples: number): Buffer {
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + samples, 4);
  header.write("WAVE", 8, "ascii");
  header.write("fmt ", 12, "ascii");
  header.writeUInt32LE(16, 16); // PCM chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE, 28); // bytes per second: 8-bit mono
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write("data", 36, "ascii");
  header.writeUInt32LE(samples, 40);
  return header;
}

/** The chime for a turn of `text`: 0.3 s plus 20 ms a word, at most 1.2 s; the same every time. */
export function turnAudio(text: string): { mime: string; data: string } {
  const words = text.split(/\s+/).filter(Boolean).length;
  const seconds = Math.min(1.2, 0.3 + words * 0.02);
  const samples = Math.round(seconds * RATE);
  const body = Buffer.alloc(samples);
  for (let i = 0; i < samples; i++) {
    const t = i / RATE;
    const frequency = t < seconds / 2 ? 660 : 880;
    // A soft fade in and out, so the chime does not click.
    const envelope = Math.min(1, t * 40, (seconds - t) * 40);
    body[i] = Math.round(128 + 48 * envelope * Math.sin(2 * Math.PI * frequency * t));
  }
  return { mime: "audio/wav", data: Buffer.concat([wavHeader(samples), body]).toString("base64") };
}
