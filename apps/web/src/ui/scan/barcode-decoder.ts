/**
 * Reads a barcode from a camera frame: the browser's BarcodeDetector where it knows the formats
 * Kontor prints (EAN-13 on products, Code 128 on location labels, QR), else zxing-wasm, which is
 * imported only here, on the first camera scan, so no page's first bundle carries it.
 */
export interface BarcodeDecoder {
  readonly kind: 'native' | 'wasm';
  /** The first code seen in the video's current frame, or null. */
  decode(video: HTMLVideoElement): Promise<string | null>;
}

const NATIVE_FORMATS = ['ean_13', 'code_128', 'qr_code'];
const WASM_FORMATS = ['EAN13', 'Code128', 'QRCode'] as const;
/** Frames are scaled down to this width before the WebAssembly reader looks at them. */
const MAX_FRAME_WIDTH = 1280;

interface NativeDetector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDecoder(): Promise<BarcodeDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const supported = await Detector.getSupportedFormats().catch(() => [] as string[]);
  if (!NATIVE_FORMATS.every((format) => supported.includes(format))) return null;
  const detector = new Detector({ formats: NATIVE_FORMATS });
  return {
    kind: 'native',
    async decode(video) {
      const [first] = await detector.detect(video);
      return first?.rawValue ?? null;
    },
  };
}

async function wasmDecoder(): Promise<BarcodeDecoder> {
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  // The .wasm comes from our own server (a hashed asset), never from a CDN.
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
  });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    kind: 'wasm',
    async decode(video) {
      if (!context || video.videoWidth === 0) return null;
      const scale = Math.min(1, MAX_FRAME_WIDTH / video.videoWidth);
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const frame = context.getImageData(0, 0, canvas.width, canvas.height);
      const [first] = await readBarcodes(frame, {
        formats: [...WASM_FORMATS],
        tryHarder: true,
        maxNumberOfSymbols: 1,
      });
      return first?.isValid ? first.text : null;
    },
  };
}

export async function createBarcodeDecoder(): Promise<BarcodeDecoder> {
  return (await nativeDecoder()) ?? wasmDecoder();
}
