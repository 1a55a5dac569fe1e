import { discountEndpoints, type TDiscount } from '@kontor/contract';
import { Group } from '@mantine/core';
import { IconCalendarEvent, IconCheck, IconCopy, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActionButton } from '../../../ui/action-button';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useToast } from '../../../ui/toast';
import { type DiscountAction, refusalKeyOf, useDiscountAction } from '../api/discounts-api';
import { ChangeEndDateModal } from './change-end-date-modal';

const IS_APPROVED = new Set<TDiscount['state']>(['APPROVED', 'ACTIVE', 'EXPIRED']);

/** Approve (four eyes), cancel, clone and change the end date, each after a confirmation. */
export function DiscountActions({ discount }: { discount: TDiscount }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const run = useDiscountAction(discount);
  const [asked, setAsked] = useState<DiscountAction | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isChangingEnd, setIsChangingEnd] = useState(false);
  const isOpen =
    discount.state === 'DRAFT' || (IS_APPROVED.has(discount.state) && discount.state !== 'EXPIRED');

  const ask = (action: DiscountAction) => {
    setRefusal(null);
    setAsked(action);
  };

  async function confirm(action: DiscountAction) {
    try {
      const answer = await run.mutateAsync(action);
      setAsked(null);
      toast.show(
        t(`DISCOUNTS.ACTION.${action.toUpperCase()}_DONE`, { name: answer.name }),
        'SUCCESS',
      );
      if (action === 'clone') navigate(`/app/discounts/${answer.id}`);
    } catch (error) {
      setRefusal(t(refusalKeyOf(error) ?? 'DISCOUNTS.ERROR.ACTION_FAILED'));
    }
  }

  const button = (action: DiscountAction, Icon: typeof IconCheck, isShown: boolean) =>
    isShown && (
      <ActionButton
        key={action}
        endpoint={discountEndpoints[action]}
        variant={action === 'approve' ? 'filled' : 'default'}
        color={action === 'cancel' ? 'red' : undefined}
        leftSection={<Icon size={16} aria-hidden />}
        onClick={() => ask(action)}
      >
        {t(`DISCOUNTS.ACTION.${action.toUpperCase()}`)}
      </ActionButton>
    );
  return (
    <Group gap="sm">
      {button('approve', IconCheck, discount.state === 'DRAFT')}
      {IS_APPROVED.has(discount.state) && (
        <ActionButton
          endpoint={discountEndpoints.changeEndDate}
          variant="default"
          leftSection={<IconCalendarEvent size={16} aria-hidden />}
          onClick={() => setIsChangingEnd(true)}
        >
          {t('DISCOUNTS.ACTION.CHANGE_END_DATE')}
        </ActionButton>
      )}
      {button('clone', IconCopy, true)}
      {button('cancel', IconX, isOpen)}
      {asked && (
        <ConfirmModal
          opened
          title={t(`DISCOUNTS.ACTION.${asked.toUpperCase()}`)}
          question={t(`DISCOUNTS.ACTION.${asked.toUpperCase()}_QUESTION`, { name: discount.name })}
          confirmLabel={t(`DISCOUNTS.ACTION.${asked.toUpperCase()}`)}
          isPending={run.isPending}
          refusal={refusal}
          onConfirm={() => void confirm(asked)}
          onClose={() => setAsked(null)}
        />
      )}
      {isChangingEnd && (
        <ChangeEndDateModal discount={discount} onClose={() => setIsChangingEnd(false)} />
      )}
    </Group>
  );
}
