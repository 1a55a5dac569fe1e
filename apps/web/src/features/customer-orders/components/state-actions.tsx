import type { Endpoint } from '@kontor/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../ui/action-button';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useToast } from '../../../ui/toast';
import { stateRefusalOf } from './sales-field-errors';

export interface StateAction {
  /** Dictionary key part: <keyPrefix>.<id>, <keyPrefix>.<id>.QUESTION, <keyPrefix>.<id>.DONE */
  id: string;
  /** The call it makes: the button shows only to users the server lets make it */
  endpoint: Endpoint;
  run: () => Promise<unknown>;
  isDanger?: boolean;
  /** Why it cannot run now (shown in the dialog, which then refuses); null when it can */
  refusal?: () => Promise<string | null>;
  /** More to show in the dialog (e.g. the reasons of a refused dispatch) */
  details?: ReactNode;
}

/**
 * State buttons of a document, each asking first and each shown to the users its endpoint's
 * permission names; a refused or failed call says why. Unsaved edits must be saved before.
 */
export function StateActions({
  actions,
  isDirty,
  number,
  keyPrefix = 'SALES.ACTION',
}: {
  actions: readonly StateAction[];
  isDirty: boolean;
  number: string;
  /** Where the buttons' texts are (another area's documents name their own) */
  keyPrefix?: string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [asked, setAsked] = useState<StateAction | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  async function open(action: StateAction) {
    setRefusal(null);
    setAsked(action);
    if (action.refusal) setRefusal(await action.refusal());
  }

  async function confirm() {
    if (!asked) return;
    setIsPending(true);
    try {
      await asked.run();
      toast.show(t(`${keyPrefix}.${asked.id}.DONE`, { number }), 'SUCCESS');
      setAsked(null);
    } catch (error) {
      setRefusal(stateRefusalOf(t, error));
    } finally {
      setIsPending(false);
    }
  }

  return (
    <>
      {actions.map((action) => (
        <ActionButton
          key={action.id}
          endpoint={action.endpoint}
          variant={action.isDanger ? 'outline' : 'light'}
          color={action.isDanger ? 'red' : undefined}
          disabledReason={isDirty ? t('SHELL.DISABLED.UNSAVED') : null}
          onClick={() => void open(action)}
        >
          {t(`${keyPrefix}.${action.id}`)}
        </ActionButton>
      ))}
      <ConfirmModal
        opened={asked !== null}
        title={asked ? t(`${keyPrefix}.${asked.id}`) : ''}
        question={asked ? t(`${keyPrefix}.${asked.id}.QUESTION`, { number }) : ''}
        confirmLabel={asked ? t(`${keyPrefix}.${asked.id}`) : ''}
        isPending={isPending}
        refusal={refusal}
        onConfirm={() => void confirm()}
        onClose={() => setAsked(null)}
      />
    </>
  );
}
