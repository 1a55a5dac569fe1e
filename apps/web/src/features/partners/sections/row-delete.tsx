import { ActionIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useConfirmedRemove } from '../../../ui/confirmed-remove';
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
  const { ask, dialog } = useConfirmedRemove<Row>(remove, {
    title: t(`${prefix}.DELETE_TITLE`),
    question: (row) => t(`${prefix}.DELETE_QUESTION`, namesOf(row)),
    confirmLabel: t('PARTNERS.DELETE.CONFIRM'),
    done: (row) => t(`${prefix}.DELETED`, namesOf(row)),
    failed: t('PARTNERS.DELETE.FAILED'),
  });

  return {
    /** The row's delete button: opens the question */
    button: (row: Row) => (
      <Tooltip label={t('PARTNERS.DELETE.BUTTON')}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t(`${prefix}.DELETE_NAMED`, namesOf(row))}
          onClick={() => ask(row)}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    ),
    /** The question, placed once in the section */
    dialog,
  };
}
