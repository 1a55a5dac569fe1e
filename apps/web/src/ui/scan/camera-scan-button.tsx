import { Button, Modal } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsNarrow } from '../item-cards';

// The camera and its decoder load on the first press, not with the page.
const CameraView = lazy(() => import('./camera-view').then((m) => ({ default: m.CameraView })));

/**
 * A large 'Beolvasás kamerával' button (a phone's alternative to the hand scanner): opens the
 * rear camera in a dialog (full screen on a phone), closes on the first code read and hands it
 * to `onScan`.
 */
export function CameraScanButton({
  onScan,
  fullWidth = false,
}: {
  onScan: (code: string) => void;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  const isNarrow = useIsNarrow();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        size="lg"
        variant="light"
        fullWidth={fullWidth || isNarrow}
        leftSection={<IconCamera aria-hidden />}
        // A long label wraps on a narrow phone instead of being cut.
        styles={{ root: { height: 'auto', minHeight: 50 }, label: { whiteSpace: 'normal' } }}
        onClick={() => setIsOpen(true)}
      >
        {t('UI.SCAN_CAMERA')}
      </Button>
      <Modal
        opened={isOpen}
        onClose={() => setIsOpen(false)}
        title={t('UI.SCAN_CAMERA_TITLE')}
        fullScreen={isNarrow}
        size="lg"
        closeButtonProps={{ 'aria-label': t('UI.CLOSE') }}
      >
        {isOpen && (
          <Suspense fallback={null}>
            <CameraView
              onResult={(code) => {
                setIsOpen(false);
                onScan(code);
              }}
            />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
