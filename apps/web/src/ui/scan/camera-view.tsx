import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './camera-view.module.css';

/** How often a frame is looked at: often enough to feel instant, rarely enough for a phone. */
const FRAME_INTERVAL_MS = 150;

type Failure = { key: 'UI.SCAN_CAMERA_DENIED' | 'UI.SCAN_CAMERA_MISSING' } | { reason: string };

function failureOf(error: unknown): Failure {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return { key: 'UI.SCAN_CAMERA_DENIED' };
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return { key: 'UI.SCAN_CAMERA_MISSING' };
  return { reason: error instanceof Error ? error.message : String(error) };
}

/**
 * The rear camera's picture with a frame to aim; calls `onResult` once with the first code read
 * and stops the camera (also when closed). A refused or missing camera is said in words.
 */
export function CameraView({ onResult }: { onResult: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [isRunning, setIsRunning] = useState(false);
  const result = useRef(onResult);
  result.current = onResult;

  useEffect(() => {
    let isStopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      isStopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('', 'NotFoundError');
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } },
        audio: false,
      });
      const element = video.current;
      if (isStopped || !element) return stop();
      element.srcObject = stream;
      await element.play();
      const { createBarcodeDecoder } = await import('./barcode-decoder');
      const decoder = await createBarcodeDecoder();
      if (isStopped) return;
      setIsRunning(true);
      const look = async () => {
        if (isStopped) return;
        const code =
          element.readyState >= 2 ? await decoder.decode(element).catch(() => null) : null;
        if (isStopped) return;
        if (code) {
          stop();
          result.current(code);
        } else timer = setTimeout(look, FRAME_INTERVAL_MS);
      };
      void look();
    })().catch((error: unknown) => {
      if (!isStopped) setFailure(failureOf(error));
      stop();
    });
    return stop;
  }, []);

  if (failure)
    return (
      <Alert color="red" role="alert">
        {'key' in failure ? t(failure.key) : t('UI.SCAN_CAMERA_FAILED', { reason: failure.reason })}
      </Alert>
    );
  return (
    <Stack gap="xs">
      <div className={classes.frame}>
        <video ref={video} className={classes.video} muted playsInline data-testid="camera-video" />
        <div className={classes.aim} aria-hidden />
      </div>
      {isRunning ? (
        <Text size="sm">{t('UI.SCAN_CAMERA_HINT')}</Text>
      ) : (
        <Stack align="center" gap={4}>
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('UI.SCAN_CAMERA_LOADING')}</Text>
        </Stack>
      )}
    </Stack>
  );
}
