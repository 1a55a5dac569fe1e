import { quoteRequestEndpoints, type TQuoteRequest } from '@kontor/contract';
import { Alert, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '../../../lib/api/client';
import { bindText } from '../../../lib/forms/bind-field';
import { AFTER_SAVE, hasChanged, useUnsavedGuard } from '../../../lib/forms/unsaved-changes';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { useInvalidFormNotice } from '../../../lib/forms/use-invalid-form-notice';
import { Can, usePermission } from '../../../lib/permissions';
import { ActionButton } from '../../../ui/action-button';
import { Select } from '../../../ui/select';
import { useProgress } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { PartnerLookup, type PartnerRef } from '../../partners/components/partner-lookup';
import { requestQuery, useSalesMutation } from '../api/sales-api';
import { HistoryButton } from '../components/document-page';
import { useRepresentativeOptions } from '../components/header-fields';
import { salesProblemErrors } from '../components/sales-field-errors';
import { trimDecimal } from '../lines/line-model';
import { RequestActions } from './request-actions';
import {
  emptyRequestLine,
  hasUnpickedProduct,
  type RequestLine,
  RequestLines,
} from './request-lines';

interface RequestValues {
  customer: PartnerRef | null;
  prospectName: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  subject: string;
  salesRepEmployeeId: number | null;
  lines: RequestLine[];
}

function formOf(request: TQuoteRequest | null): RequestValues {
  if (!request)
    return {
      customer: null,
      prospectName: '',
      contactName: '',
      contactEmail: '',
      contactPhone: '',
      subject: '',
      salesRepEmployeeId: null,
      lines: [emptyRequestLine()],
    };
  return {
    customer:
      request.customerId === null
        ? null
        : { id: request.customerId, name: request.customerName ?? '' },
    prospectName: request.prospectName,
    contactName: request.contactName,
    contactEmail: request.contactEmail,
    contactPhone: request.contactPhone,
    subject: request.subject,
    salesRepEmployeeId: request.salesRepEmployeeId,
    lines: request.lines.map((line) => ({
      key: `l-${line.id}`,
      product:
        line.productId === null
          ? null
          : {
              id: line.productId,
              code: line.productCode ?? `#${line.productId}`,
              name: line.productName ?? '',
            },
      description: line.description,
      quantity: trimDecimal(line.quantity),
      wantedDate: line.wantedDate,
    })),
  };
}

function bodyOf(values: RequestValues) {
  const { customer, lines, ...rest } = values;
  return {
    ...rest,
    customerId: customer?.id ?? null,
    lines: lines
      .filter((line) => line.product !== null || line.description.trim() !== '')
      .map((line) => ({
        productId: line.product?.id ?? null,
        description: line.description,
        quantity: line.quantity,
        wantedDate: line.wantedDate,
      })),
  };
}

/** A quote request: who asks (customer or prospect), for what, and its lines. */
export function RequestEditor({ request }: { request: TQuoteRequest | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { claim } = useProgress();
  const formRef = useRef<HTMLFormElement>(null);
  const { focusFirstError, showInvalid } = useInvalidFormNotice(formRef);
  const [initial] = useState(() => formOf(request));
  const [values, setValues] = useState(initial);
  const isDirty = hasChanged(values, initial);
  useUnsavedGuard(isDirty);
  const errors = useFormErrors({}, salesProblemErrors);
  const representatives = useRepresentativeOptions();
  const readOnly = !usePermission('sales.write') || (request !== null && request.state !== 'OPEN');
  const save = useSalesMutation(
    ({ id, body }: { id: number | null; body: ReturnType<typeof bodyOf> }) =>
      id === null
        ? callApi(quoteRequestEndpoints.create, { body })
        : callApi(quoteRequestEndpoints.update, {
            params: { quoteRequestId: id },
            body: { ...body, version: request?.version ?? 1 },
          }),
    requestQuery,
  );
  const patch = (change: Partial<RequestValues>) => setValues((v) => ({ ...v, ...change }));
  const text = (path: keyof RequestValues & string, max: number) => ({
    ...bindText(errors, path, values[path] as string, (value) => patch({ [path]: value })),
    maxLength: max,
    readOnly,
  });

  async function submit() {
    // A typed product never picked would be saved as nothing: refuse, the field is marked.
    if (values.lines.some(hasUnpickedProduct)) {
      showInvalid();
      return;
    }
    try {
      const saved = await claim(
        save.mutateAsync({ id: request?.id ?? null, body: bodyOf(values) }),
      );
      toast.show(t('SALES.REQUEST.SAVED', { number: saved.number }), 'SUCCESS');
      if (!request)
        navigate(`/app/QuoteRequestForm?id=${saved.id}`, { replace: true, state: AFTER_SAVE });
    } catch (error) {
      if (errors.showServerErrors(error)) focusFirstError();
      else toast.show(t('SALES.SAVE_FAILED'), 'ERROR');
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t('SALES.REQUEST.TITLE')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {errors.errorOf('version') && (
          <Alert color="orange" role="alert">
            {errors.errorOf('version')}
          </Alert>
        )}
        <Fieldset legend={t('SALES.SECTION.HEADER')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            <PartnerLookup
              lookup="customers"
              label={t('SALES.FIELD.CUSTOMER')}
              autoFocus={request === null}
              disabled={readOnly}
              value={values.customer}
              onChange={(customer) => {
                patch({ customer });
                errors.change('customerId');
                errors.change('prospectName');
              }}
              error={errors.errorOf('customerId')}
            />
            <TextInput label={t('SALES.FIELD.PROSPECT')} {...text('prospectName', 200)} />
            <TextInput label={t('SALES.FIELD.SUBJECT')} required {...text('subject', 300)} />
            <TextInput label={t('SALES.FIELD.CONTACT_NAME')} {...text('contactName', 200)} />
            <TextInput label={t('SALES.FIELD.CONTACT_EMAIL')} {...text('contactEmail', 200)} />
            <TextInput label={t('SALES.FIELD.CONTACT_PHONE')} {...text('contactPhone', 60)} />
            <Select
              label={t('SALES.FIELD.SALES_REP')}
              options={representatives}
              value={values.salesRepEmployeeId}
              clearable
              disabled={readOnly}
              onChange={(option) => patch({ salesRepEmployeeId: option?.data.id ?? null })}
              error={errors.errorOf('salesRepEmployeeId')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('SALES.LINES')}>
          <Stack gap="xs">
            <RequestLines
              lines={values.lines}
              onChange={(lines) => patch({ lines })}
              errors={errors}
              readOnly={readOnly}
            />
          </Stack>
        </Fieldset>
        <Group justify="space-between">
          <Group gap="sm">
            {request && <RequestActions request={request} isDirty={isDirty} />}
            {request && <HistoryButton entity="quote_request" id={request.id} />}
          </Group>
          <Can permission="sales.write">
            {!readOnly && (
              <ActionButton
                endpoint={request ? quoteRequestEndpoints.update : quoteRequestEndpoints.create}
                type="submit"
                loading={save.isPending}
                leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              >
                {t('SALES.SAVE')}
              </ActionButton>
            )}
          </Can>
        </Group>
      </Stack>
    </form>
  );
}
