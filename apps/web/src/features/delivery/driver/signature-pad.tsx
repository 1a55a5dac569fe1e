import { Button, Group, Stack, Text } from '@mantine/core';
import { type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const WIDTH = 600;
const HEIGHT = 240;

/**
 * The recipient signs with a finger or a pen: pointer events on a canvas (mouse, touch and stylus
 * alike; `touch-action: none` keeps the page from scrolling under the finger). `onChange` gets
 * the drawing as a PNG data URL after every stroke, or null once cleared.
 */
export function SignaturePad({ onChange }: { onChange: (png: string | null) => void }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [isSigned, setIsSigned] = useState(false);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) * WIDTH) / box.width,
      y: ((event.clientY - box.top) * HEIGHT) / box.height,
    };
  };
  const draw = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current?.getContext('2d');
    const from = last.current;
    if (!context || !from) return;
    const to = pointOf(event);
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.strokeStyle = '#111';
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
    last.current = to;
  };
  const end = () => {
    if (!last.current) return;
    last.current = null;
    setIsSigned(true);
    onChange(canvas.current?.toDataURL('image/png') ?? null);
  };
  const clear = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    setIsSigned(false);
    onChange(null);
  };

  return (
    <Stack gap={4}>
      <Text fw={600} id="signature-label">
        {t('DELIVERY.DRIVER.SIGNATURE')}
      </Text>
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-labelledby="signature-label"
        data-signed={isSigned || undefined}
        data-testid="signature-pad"
        style={{
          width: '100%',
          aspectRatio: `${WIDTH} / ${HEIGHT}`,
          border: '2px dashed var(--mantine-color-gray-5)',
          borderRadius: 8,
          background: 'white',
          touchAction: 'none',
        }}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          last.current = pointOf(event);
        }}
        onPointerMove={draw}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {isSigned ? t('DELIVERY.DRIVER.SIGNED') : t('DELIVERY.DRIVER.SIGN_HINT')}
        </Text>
        <Button variant="default" size="md" onClick={clear} disabled={!isSigned}>
          {t('DELIVERY.DRIVER.CLEAR_SIGNATURE')}
        </Button>
      </Group>
    </Stack>
  );
}
