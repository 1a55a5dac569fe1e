import { type PRICE_TYPES, quoteEndpoints, type TQuote } from '@kontor/contract';
import { Button, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { callApi } from '../../../lib/api/client';
import { AFTER_SAVE } from '../../../lib/forms/unsaved-changes';
import { usePermission } from '../../../lib/permissions';
import { DateInput } from '../../../ui/date-input';
import { useToast } from '../../../ui/toast';
import { SendEmailButton } from '../../emails/send-email-button';
import { quoteQuery, useSalesMutation } from '../api/sales-api';
import { DocumentFormView, useDocumentForm } from '../components/document-form';
import { HistoryButton } from '../components/document-page';
import { HeaderFields, type HeaderValues } from '../components/header-fields';
import { emptyLine, isFilled, type LineRow, lineBodyOf, lineRowOf } from '../lines/line-model';
import { scaleOf } from '../orders/order-form-model';
import { QuoteActions } from './quote-actions';

interface QuoteValues extends HeaderValues {
  validUntil: string | null;
  note: string;
}

const EDITABLE = new Set(['DRAFT', 'SENT', 'EXPIRED']);

function quoteFormOf(quote: TQuote) {
  return {
    values: {
      customer: { id: quote.customerId, name: quote.customerName },
      currencyCode: quote.currencyCode,
      salesRepEmployeeId: quote.salesRepEmployeeId,
      validUntil: quote.validUntil,
      note: quote.note,
    } satisfies QuoteValues,
    rows: quote.lines.map((line) => lineRowOf(line)),
    pricing: { scale: scaleOf(quote.totals.net), basis: quote.priceBasis },
  };
}

function emptyQuote() {
  return {
    values: {
      customer: null,
      currencyCode: 'HUF',
      salesRepEmployeeId: null,
      validUntil: null,
      note: '',
    } as QuoteValues,
    rows: [emptyLine()] as LineRow[],
    pricing: { scale: 0, basis: 'net' as const },
  };
}

type PriceType = (typeof PRICE_TYPES)[number];

type QuoteBody = ReturnType<typeof quoteBodyOf>;

function quoteBodyOf(v: QuoteValues, rows: readonly LineRow[], quote: TQuote | null) {
  return {
    customerId: v.customer?.id as number,
    contactId: quote?.contactId ?? null,
    currencyCode: v.currencyCode,
    ...(quote ? { priceType: quote.priceType as PriceType } : {}),
    salesRepEmployeeId: v.salesRepEmployeeId,
    ...(v.validUntil ? { validUntil: v.validUntil } : {}),
    note: v.note,
    lines: rows.filter(isFilled).map(lineBodyOf),
  };
}

/** The quote document: header with validity, lines, totals; send / approve / reject / order. */
export function QuoteEditor({ quote }: { quote: TQuote | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mayWrite = usePermission('sales.write');
  const form = useDocumentForm<QuoteValues>(
    quote ? quoteFormOf(quote) : emptyQuote(),
    quote && { priceType: quote.priceType, date: quote.quoteDate },
  );
  const save = useSalesMutation(
    ({ id, version, body }: { id: number | null; version: number; body: QuoteBody }) =>
      id === null
        ? callApi(quoteEndpoints.create, { body })
        : callApi(quoteEndpoints.update, { params: { quoteId: id }, body: { ...body, version } }),
    quoteQuery,
  );
  const readOnly = !mayWrite || (quote !== null && !EDITABLE.has(quote.state));
  const { values, patch, lines, errors } = form;

  async function onSave() {
    const saved = await save.mutateAsync({
      id: quote?.id ?? null,
      version: quote?.version ?? 1,
      body: quoteBodyOf(values, lines.rows, quote),
    });
    toast.show(t('SALES.QUOTE.SAVED', { number: saved.number }), 'SUCCESS');
    if (!quote) navigate(`/app/QuoteForm?id=${saved.id}`, { replace: true, state: AFTER_SAVE });
  }

  async function reload() {
    if (!quote) return;
    await queryClient.fetchQuery({ ...quoteQuery(quote.id), staleTime: 0 });
  }

  return (
    <DocumentFormView
      form={form}
      label={t('SALES.QUOTE.TITLE')}
      readOnly={readOnly}
      onSave={onSave}
      saveEndpoint={quote ? quoteEndpoints.update : quoteEndpoints.create}
      onReload={() => void reload()}
      actions={
        quote && (
          <>
            <QuoteActions quote={quote} isDirty={form.isDirty} />
            <HistoryButton entity="quote" id={quote.id} />
            <SendEmailButton
              document={{ documentKind: 'QUOTE', documentId: quote.id }}
              disabled={form.isDirty}
            />
            <Button
              component={Link}
              variant="default"
              to={`/app/quote-pricing-assistant?id=${quote.id}`}
            >
              {t('SALES.ASSISTANT.OPEN')}
            </Button>
          </>
        )
      }
      header={
        <HeaderFields values={values} errors={errors} isCustomerLocked={readOnly} onChange={patch}>
          <DateInput
            label={t('SALES.FIELD.VALID_UNTIL')}
            value={values.validUntil}
            placeholder={t('SALES.QUOTE.VALIDITY_DEFAULT')}
            onChange={(validUntil) => patch({ validUntil })}
            error={errors.errorOf('validUntil')}
          />
          <Textarea
            label={t('SALES.FIELD.NOTE')}
            autosize
            maxLength={4000}
            value={values.note}
            onChange={(event) => patch({ note: event.currentTarget.value })}
          />
        </HeaderFields>
      }
    />
  );
}
