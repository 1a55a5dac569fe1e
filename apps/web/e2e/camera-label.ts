import { writeFileSync } from 'node:fs';
import bwipjs from 'bwip-js/node';
import { type Browser, chromium } from 'playwright-core';
import sharp from 'sharp';

const WIDTH = 640;
const HEIGHT = 480;

/** A Kontor label's barcode (Code 128, products/labels.pdf.ts) on a white 640×480 picture, as raw RGB. */
async function labelPicture(code: string): Promise<Buffer> {
  const barcode = await bwipjs.toBuffer({
    bcid: 'code128',
    text: code,
    scale: 3,
    height: 12,
    includetext: true,
    textxalign: 'center',
  });
  const { width = 0, height = 0 } = await sharp(barcode).metadata();
  return sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#ffffff' },
  })
    .composite([{ input: barcode, left: (WIDTH - width) >> 1, top: (HEIGHT - height) >> 1 }])
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** RGB → YUV 4:2:0 (BT.601, studio range), the planar layout a Y4M frame carries. */
function toI420(rgb: Buffer): Buffer {
  const y = Buffer.alloc(WIDTH * HEIGHT);
  const u = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const v = Buffer.alloc(u.length);
  for (let row = 0; row < HEIGHT; row++) {
    for (let col = 0; col < WIDTH; col++) {
      const i = (row * WIDTH + col) * 3;
      const [r, g, b] = [rgb[i]!, rgb[i + 1]!, rgb[i + 2]!];
      y[row * WIDTH + col] = Math.round(0.257 * r + 0.504 * g + 0.098 * b + 16);
      if (row % 2 === 0 && col % 2 === 0) {
        const c = (row / 2) * (WIDTH / 2) + col / 2;
        u[c] = Math.round(-0.148 * r - 0.291 * g + 0.439 * b + 128);
        v[c] = Math.round(0.439 * r - 0.368 * g - 0.071 * b + 128);
      }
    }
  }
  return Buffer.concat([y, u, v]);
}

/** A few seconds of the label in front of the camera, as the Y4M file Chromium's fake camera plays. */
export async function writeLabelVideo(path: string, code: string): Promise<void> {
  const frame = toI420(await labelPicture(code));
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const frames = Array.from({ length: 10 }, () => [Buffer.from('FRAME\n'), frame]).flat();
  writeFileSync(path, Buffer.concat([header, ...frames]));
}

/** Debian's Chromium whose camera plays `video` (a label held in front of it). */
export function launchWithFakeCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}
