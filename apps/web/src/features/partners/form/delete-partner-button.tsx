import type { TPartner } from '@kontor/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api/api-error';
import { AFTER_SAVE } from '../../../lib/forms/unsaved-changes';
import { DeleteButton } from '../../../ui/delete-button';
import { useToast } from '../../../ui/toast';
import { useDeletePartner } from '../api/partners-api';
import { messageKeyOf } from './field-errors';

/** Why the server refused a delete, as a dictionary key: linked, used elsewhere, or stale. */
export function deleteRefusalKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'PARTNERS.DELETE.FAILED';
  const [first] = error.problem?.errors ?? [];
  if (first) return messageKeyOf(first.path, first.code);
  if (error.status === 409) return 'PARTNERS.ERROR.DELETE_REFERENCED';
  return 'PARTNERS.DELETE.FAILED';
}

/** Deletes the partner after a confirmation; a refusal (409) is shown with its reason. */
export function DeletePartnerButton({ partner }: { partner: TPartner }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const remove = useDeletePartner();
  return (
    <DeleteButton
      labels={{
        button: t('PARTNERS.DELETE.BUTTON'),
        title: t('PARTNERS.DELETE.TITLE'),
        question: t('PARTNERS.DELETE.QUESTION', { name: partner.name }),
        confirm: t('PARTNERS.DELETE.CONFIRM'),
      }}
      isPending={remove.isPending}
      refusalOf={(error) => t(deleteRefusalKey(error))}
      onDelete={async () => {
        await remove.mutateAsync({ id: partner.id, version: partner.version });
        toast.show(t('PARTNERS.DELETE.DONE', { name: partner.name }), 'SUCCESS');
        navigate('/app/partners', { state: AFTER_SAVE });
      }}
    />
  );
}
