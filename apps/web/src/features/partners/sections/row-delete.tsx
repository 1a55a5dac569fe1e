import { ActionIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useToast } from '../../../ui/toast';
import { Tooltip } from '../../../ui/tooltip';

/**
 * Deleting a row of a partner's list (bank account, contact, link), asked first. The texts are
 * the area's `<prefix>.DELETE_NAMED` (the button), `.DELETE_TITLE`, `.DELETE_QUESTION` and
 * `.DELETED`, filled with what `namesOf` gives of the row.
 */
export function useRowDelete<Row extends { id: number }>(
  remove: { mutateAsync: (id: number) => Promise<unknown>; isPending: boolean },
  prefix: string,
  namesOf: (row: Row | null) => Record<string, string>,
) {
  const { t } = useTranslation();
  const toast = useToast();
  const [deleting, setDeleting] = useState<Row | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.show(t(`${prefix}.DELETED`, namesOf(deleting)), 'SUCCESS');
    } catch {
      toast.show(t('PARTNERS.DELETE.FAILED'), 'ERROR');
    }
    setDeleting(null);
  }

  return {
    /** The row's delete button: opens the question */
    button: (row: Row) => (
      <Tooltip label={t('PARTNERS.DELETE.BUTTON')}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t(`${prefix}.DELETE_NAMED`, namesOf(row))}
          onClick={() => setDeleting(row)}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    ),
    /** The question, placed once in the section */
    dialog: (
      <ConfirmModal
        opened={deleting !== null}
        title={t(`${prefix}.DELETE_TITLE`)}
        question={t(`${prefix}.DELETE_QUESTION`, namesOf(deleting))}
        confirmLabel={t('PARTNERS.DELETE.CONFIRM')}
        isPending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    ),
  };
}
