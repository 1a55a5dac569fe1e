import type { TDiscount } from '@kontor/contract';
import { Alert, Button, Fieldset, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AFTER_SAVE, hasChanged, useUnsavedGuard } from '../../../lib/forms/unsaved-changes';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { useInvalidFormNotice } from '../../../lib/forms/use-invalid-form-notice';
import { Can } from '../../../lib/permissions';
import { useProgress } from '../../../ui/spinner';
import { StaleAlert } from '../../../ui/stale-alert';
import { useToast } from '../../../ui/toast';
import { discountQuery, refusalKeyOf, useSaveDiscount } from '../api/discounts-api';
import {
  type DiscountFormValues,
  discountBodyOf,
  discountFormOf,
  emptyDiscountForm,
  validateDiscountForm,
} from './discount-form-model';
import { problemFieldErrors } from './field-errors';
import { HeaderFields } from './header-fields';

/** The list's terms, saved with the version they were read at; an approved list goes to DRAFT. */
export function DiscountEditor({ discount }: { discount: TDiscount | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { claim } = useProgress();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveDiscount();
  const formRef = useRef<HTMLFormElement>(null);
  const { showInvalid, focusFirstError } = useInvalidFormNotice(formRef);
  const [base, setBase] = useState(discount);
  const [initial, setInitial] = useState<DiscountFormValues>(() =>
    discount ? discountFormOf(discount) : emptyDiscountForm(),
  );
  const [values, setValues] = useState(initial);
  const isDirty = hasChanged(values, initial);
  useUnsavedGuard(isDirty);
  const clientErrors = useMemo(() => validateDiscountForm(values), [values]);
  const errors = useFormErrors(clientErrors, problemFieldErrors);
  const staleMessage = errors.errorOf('version');
  const isClosed = base !== null && (base.state === 'CANCELLED' || base.state === 'EXPIRED');

  // An action elsewhere on the page (approve, item change) gives a new version: shown at once
  // unless the user is typing here (a save then says the list changed meanwhile).
  const shownVersion = base?.version;
  useEffect(() => {
    if (discount && discount.version !== shownVersion && !isDirty) show(discount);
  });

  function show(fresh: TDiscount) {
    setBase(fresh);
    const shown = discountFormOf(fresh);
    setInitial(shown);
    setValues(shown);
    errors.reset();
  }

  async function reload() {
    if (!base) return;
    show(await claim(queryClient.fetchQuery({ ...discountQuery(base.id), staleTime: 0 })));
  }

  async function onSubmit() {
    if (!errors.attemptSubmit()) {
      showInvalid();
      return;
    }
    try {
      const saved = await claim(save.mutateAsync({ base, body: discountBodyOf(values) }));
      toast.show(t('DISCOUNTS.FORM.SAVED', { name: saved.name }), 'SUCCESS');
      if (base) show(saved);
      else navigate(`/app/discounts/${saved.id}`, { replace: true, state: AFTER_SAVE });
    } catch (error) {
      if (errors.showServerErrors(error)) focusFirstError();
      else toast.show(t(refusalKeyOf(error) ?? 'DISCOUNTS.SAVE_FAILED'), 'ERROR');
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t('DISCOUNTS.FORM.TERMS')}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Stack gap="md">
        {staleMessage && (
          <StaleAlert
            title={t('DISCOUNTS.FORM.STALE_TITLE')}
            message={staleMessage}
            onReload={() => void reload()}
          />
        )}
        {base?.state !== 'DRAFT' && base !== null && !isClosed && (
          <Alert color="blue">{t('DISCOUNTS.FORM.EDIT_RESETS_APPROVAL')}</Alert>
        )}
        <fieldset disabled={isClosed} style={{ all: 'unset', display: 'contents' }}>
          <Fieldset legend={t('DISCOUNTS.FORM.TERMS')}>
            <HeaderFields
              values={values}
              onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
              errors={errors}
            />
          </Fieldset>
          <Can permission="discounts.write">
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={save.isPending}
                disabled={base !== null && !isDirty}
                leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              >
                {t('DISCOUNTS.SAVE')}
              </Button>
            </Group>
          </Can>
        </fieldset>
      </Stack>
    </form>
  );
}
