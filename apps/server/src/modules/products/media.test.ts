import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { PRODUCT_IMAGES_MAX } from '@kontor/contract';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../platform/upload-limits.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { detectImageType } from './media.service.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = await sharp({
  create: { width: 8, height: 6, channels: 3, background: { r: 200, g: 30, b: 30 } },
})
  .jpeg()
  .toBuffer();
const BOUNDARY = 'kontor-test-boundary';

function multipart(fileName: string, data: Buffer, type = 'image/png') {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

describeApp(
  'product media and the image loader',
  (t) => {
    let session: Session;
    let productId: number;
    const upload = (id: number, body: Buffer, headers: Record<string, string> = {}) =>
      t().call('POST', `${REST}/products/${id}/media`, {
        session,
        body,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
      });

    it('stores an upload, makes the first image the main one and serves it through the image loader', async () => {
      session = await t().login('irodai');
      productId = (
        await t().call('POST', `${REST}/products/create`, {
          session,
          body: { code: 'KEP-1', name: 'Képes termék' },
        })
      ).json().id;
      const r = await upload(productId, multipart('polc.png', PNG));
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({
        originalName: 'polc.png',
        contentType: 'image/png',
        isMain: true,
      });
      const info = (
        await t().call('GET', `${REST}/products/${productId}/product-info`, { session })
      ).json();
      expect(info.imageUrl).toMatch(
        new RegExp(`^/kontor/ImageLoader\\?productId=${productId}&v=\\S+$`),
      );
      const image = await t().call('GET', info.imageUrl, { session });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      // The stored copy is the re-encoded image: the same picture, its own bytes.
      expect(image.rawPayload.length).toBe(r.json().sizeBytes);
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({
        format: 'png',
        width: 1,
        height: 1,
      });
      expect((await t().call('GET', info.imageUrl)).statusCode).toBe(401);
    });

    it('keeps one main image; removing it promotes the oldest remaining one', async () => {
      const mainImageUrl = async () =>
        (await t().call('GET', `${REST}/products/${productId}/product-info`, { session })).json()
          .imageUrl as string;
      const urlBefore = await mainImageUrl();
      const second = (await upload(productId, multipart('elol.jpg', JPEG, 'image/jpeg'))).json();
      expect(second).toMatchObject({ contentType: 'image/jpeg', isMain: false });
      const list = await t().call('PUT', `${REST}/products/${productId}/media/${second.id}/main`, {
        session,
      });
      expect(list.json().map((m: { isMain: boolean }) => m.isMain)).toEqual([true, false]);
      // A new main image gets a new URL, so no browser shows the cached previous one.
      expect(await mainImageUrl()).not.toBe(urlBefore);
      const loaded = await t().call('GET', `/kontor/ImageLoader?productId=${productId}`, {
        session,
      });
      expect(loaded.headers['content-type']).toBe('image/jpeg');
      expect(
        (await t().call('DELETE', `${REST}/products/${productId}/media/${second.id}`, { session }))
          .statusCode,
      ).toBe(204);
      const [left] = (
        await t().call('GET', `${REST}/products/${productId}/media`, { session })
      ).json();
      expect(left).toMatchObject({ contentType: 'image/png', isMain: true });
    });

    it('refuses what is not an image, a JSON body, a cross-site upload, and another firm', async () => {
      const text = await upload(
        productId,
        multipart('virus.png', Buffer.from('not an image at all')),
      );
      expect(text.json()).toMatchObject({ status: 400, errors: [{ path: 'file' }] });
      const json = await t().call('POST', `${REST}/products/${productId}/media`, {
        session,
        body: {},
      });
      expect(json.statusCode).toBe(415);
      const crossSite = await upload(productId, multipart('x.png', PNG), {
        origin: 'https://evil.example',
      });
      expect(crossSite.json()).toMatchObject({ status: 403, code: 'CSRF_REJECTED' });
      const other = await t().login('irodai');
      await t().call('PUT', `${REST}/user/firm`, { session: other, body: { firmId: 2 } });
      const foreign = await t().call('GET', `/kontor/ImageLoader?productId=${productId}`, {
        session: other,
      });
      expect(foreign.statusCode).toBe(404);
    });

    it('re-encodes uploads: a file that only starts like an image is refused, riders are dropped', async () => {
      const truncated = await upload(productId, multipart('fel.jpg', JPEG.subarray(0, 40)));
      expect(truncated.json()).toMatchObject({ status: 400, errors: [{ path: 'file' }] });
      const polyglot = Buffer.concat([
        PNG.subarray(0, 16),
        Buffer.from('<script>alert(1)</script>'),
      ]);
      const refused = await upload(productId, multipart('poly.png', polyglot));
      expect(refused.json()).toMatchObject({ status: 400, errors: [{ path: 'file' }] });
      const rider = Buffer.concat([JPEG, Buffer.from('<script>alert(1)</script>')]);
      const accepted = await upload(productId, multipart('rider.jpg', rider, 'image/jpeg'));
      expect(accepted.statusCode).toBe(200);
      const stored = await t().call('GET', accepted.json().url, { session });
      expect(stored.rawPayload.includes('<script>')).toBe(false);
      expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 8 });
    });

    // A lone surrogate cannot travel in the UTF-8 of a multipart header (the decoder makes it
    // U+FFFD); the same rule that refuses NUL would refuse it.
    it('answers a file name with NUL with 400 naming the field', async () => {
      const raw = await upload(productId, multipart('a\u0000b.png', PNG));
      expect(raw.json()).toMatchObject({
        status: 400,
        errors: [{ path: 'file', code: 'invalid_text' }],
      });
      const encoded = Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename*=utf-8''a%00b.png\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]);
      expect((await upload(productId, encoded)).json()).toMatchObject({
        status: 400,
        errors: [{ path: 'file', code: 'invalid_text' }],
      });
    });

    it('refuses an image over the byte or the pixel limit with 413 naming the limit', async () => {
      // A 1×1 PNG whose header claims 20 000 × 20 000 pixels (400 M): refused before decoding.
      const huge = Buffer.from(PNG);
      huge.writeUInt32BE(20_000, 16);
      huge.writeUInt32BE(20_000, 20);
      huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
      const pixels = await upload(productId, multipart('nagy.png', huge));
      expect(pixels.statusCode).toBe(413);
      expect(pixels.json().errors[0]).toEqual({
        path: 'file',
        code: 'limit.imagePixels',
        message: String(UPLOAD_LIMITS.imagePixels),
      });
      const tooLong = Buffer.concat([PNG, Buffer.alloc(UPLOAD_LIMITS.imageBytes)]);
      const bytes = await upload(productId, multipart('hosszu.png', tooLong));
      expect(bytes.statusCode).toBe(413);
      expect(bytes.json().errors[0]).toMatchObject({ path: 'file', code: 'limit.imageBytes' });
    });

    it(`keeps at most ${PRODUCT_IMAGES_MAX} images per product`, async () => {
      const id = (
        await t().call('POST', `${REST}/products/create`, {
          session,
          body: { code: 'KEP-SOK', name: 'Sok képes termék' },
        })
      ).json().id;
      const answers = await Promise.all(
        Array.from({ length: PRODUCT_IMAGES_MAX + 2 }, (_, i) =>
          upload(id, multipart(`${i}.png`, PNG)),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(PRODUCT_IMAGES_MAX);
      const refused = answers.filter((a) => a.statusCode !== 200);
      expect(refused.map((a) => a.json())).toMatchObject([
        { status: 409, errors: [{ path: 'file' }] },
        { status: 409, errors: [{ path: 'file' }] },
      ]);
    });

    it('deletes the product with its image files', async () => {
      const id = (
        await t().call('POST', `${REST}/products/create`, {
          session,
          body: { code: 'KEP-2', name: 'Törlendő képes' },
        })
      ).json().id;
      await upload(id, multipart('a.png', PNG));
      const dir = join(t().config.dataDir, 'media', '1');
      const before = readdirSync(dir).length;
      expect(
        (await t().call('DELETE', `${REST}/products/${id}?version=1`, { session })).statusCode,
      ).toBe(204);
      expect(readdirSync(dir)).toHaveLength(before - 1);
    });

    it('recognises images by their first bytes', () => {
      expect(detectImageType(PNG)).toBe('image/png');
      expect(detectImageType(JPEG)).toBe('image/jpeg');
      expect(detectImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
      expect(detectImageType(Buffer.from('GIF89a'))).toBeNull();
    });
  },
  { dataDir: mkdtempSync(join(tmpdir(), 'kontor-media-')) },
);
