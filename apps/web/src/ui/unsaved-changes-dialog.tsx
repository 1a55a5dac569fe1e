import { useTranslation } from 'react-i18next';
import { ConfirmModal } from './confirm-modal';
import { LAYER } from './layers';

/** The one question before unsaved input is discarded: stay (Cancel, Esc) or discard it. */
export function UnsavedChangesDialog({
  opened,
  onStay,
  onDiscard,
}: {
  opened: boolean;
  onStay: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      opened={opened}
      title={t('UI.UNSAVED_TITLE')}
      question={t('UI.UNSAVED_QUESTION')}
      confirmLabel={t('UI.UNSAVED_DISCARD')}
      onConfirm={onDiscard}
      onClose={onStay}
      zIndex={LAYER.dialogAboveSpinner}
    />
  );
}
