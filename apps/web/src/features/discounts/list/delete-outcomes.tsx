import type { TDiscount } from '@kontor/contract';
import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface DeleteOutcome {
  id: number;
  outcome: 'DELETED' | 'NOT_FOUND' | 'REFUSED';
}

/** What a bulk delete did, list by list: deleted, refused (approved lists stay), not found. */
export function DeleteOutcomes({
  outcomes,
  names,
  onClose,
}: {
  outcomes: readonly DeleteOutcome[];
  /** The names of the lists as the page showed them before the delete */
  names: ReadonlyMap<number, TDiscount['name']>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const isClean = outcomes.every((o) => o.outcome === 'DELETED');
  return (
    <Alert
      color={isClean ? 'green' : 'orange'}
      title={t('DISCOUNTS.DELETE.RESULT_TITLE')}
      withCloseButton
      closeButtonLabel={t('UI.CLOSE')}
      onClose={onClose}
      data-testid="delete-outcomes"
    >
      <List size="sm">
        {outcomes.map((o) => (
          <List.Item key={o.id}>
            {t(`DISCOUNTS.DELETE.${o.outcome}`, { name: names.get(o.id) ?? `#${o.id}` })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
