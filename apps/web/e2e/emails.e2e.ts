import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { harness, logIn, newPage } from './harness.ts';

const REST = '/kontor/rest';

describe('e-mail templates and sending', () => {
  let page: Page;

  before(async () => {
    page = await newPage();
    await logIn(page, 'irodai');
  });
  after(() => page.context().close());

  test('edits the invoice template in two languages, previews it, sends it in German to the SMTP sink', async () => {
    const invoices = await (
      await page.request.post(`${REST}/invoices/search`, {
        data: { page_size: 200, sort: 'number', direction: 'asc' },
        headers: { origin: harness().baseUrl },
      })
    ).json();
    // The firm's first invoice: its customer has the German-reading contact (seed/emails.ts).
    const [invoice] = (invoices.items as { id: number; number: string }[]).sort(
      (a, b) => a.id - b.id,
    );
    assert.ok(invoice, 'a demo invoice');

    await page.goto('/app/email-template-editor');
    await page
      .getByRole('navigation', { name: 'Sablontípusok' })
      .getByRole('button', { name: /^Számla/ })
      .click();
    const subject = page.getByRole('textbox', { name: 'Tárgy' });
    const body = page.getByRole('textbox', { name: 'Szöveg' });
    // Hungarian: a new subject, saved.
    await page.getByText('magyar', { exact: true }).click();
    await subject.fill('Számlaértesítő – {{ documentNumber }}');
    await page.getByRole('button', { name: 'Sablon mentése' }).click();
    await page.getByText('A sablon elmentve.').first().waitFor();
    // German: an unknown variable is refused with its place, then a variable inserted by button.
    await page.getByText('német', { exact: true }).click();
    await subject.fill('Ihre Rechnung {{ documentNumber }}');
    await body.fill('Guten Tag {{ kundenName }},');
    await page.getByRole('button', { name: 'Sablon mentése' }).click();
    await page.getByText(/Ismeretlen változó: kundenName \(1\. sor, 14\. oszlop\)/).waitFor();
    await body.fill('Guten Tag ,\n\nanbei die Rechnung über ');
    await body.focus();
    await body.press('Control+End');
    await page.getByRole('button', { name: 'grossTotal', exact: true }).click();
    await body.press('Control+Home');
    for (let i = 0; i < 'Guten Tag '.length; i++) await body.press('ArrowRight');
    await page.getByRole('button', { name: 'contactName', exact: true }).click();
    assert.equal(
      await body.inputValue(),
      'Guten Tag {{ contactName }},\n\nanbei die Rechnung über {{ grossTotal }}',
    );
    await page.getByRole('button', { name: 'Sablon mentése' }).click();
    await page.getByText('A sablon elmentve.').first().waitFor();

    // The preview on a real invoice.
    await page.getByLabel('Számla sorszáma az előnézethez').selectOption(String(invoice.id));
    await page.getByRole('button', { name: 'Előnézet', exact: true }).click();
    const preview = page.getByTestId('email-preview');
    await preview.getByText(`Ihre Rechnung ${invoice.number}`).waitFor();
    assert.match((await preview.textContent()) ?? '', /anbei die Rechnung über [\d.,]+\sHUF/u);

    // Sending from the invoice's form to the German-reading contact.
    await page.goto(`/app/CustomerInvoiceForm?id=${invoice.id}`);
    // The invoice's own history, as read before sending (the sender has one of its own).
    const ownHistory = page.locator('main table[aria-label="Elküldött e-mailek"]');
    await ownHistory
      .or(page.getByText('Erről a bizonylatról még nem ment e-mail.'))
      .first()
      .waitFor();
    const sentRows = ownHistory.locator('td', { hasText: /^Elküldve$/ });
    const sentBefore = await sentRows.count();
    await page.getByRole('button', { name: 'E-mail küldése' }).click();
    const dialog = page.getByRole('dialog', { name: `E-mail küldése – ${invoice.number}` });
    const to = dialog.getByLabel('Címzettek', { exact: true });
    await to.focus();
    await to.press('Backspace');
    await to.fill('anna.schmidt@example.de');
    await to.press('Enter');
    // The German reader's language and template are chosen for her.
    await page.waitForFunction((number) => {
      const dialog = document.querySelector('[role="dialog"]');
      const language = dialog?.querySelector('select') as HTMLSelectElement | null;
      const inputs = [...(dialog?.querySelectorAll('input') ?? [])] as HTMLInputElement[];
      return language?.value === 'de' && inputs.some((i) => i.value === `Ihre Rechnung ${number}`);
    }, invoice.number);
    const sink = harness().smtp;
    const before = sink.received.length;
    await dialog.getByRole('button', { name: 'Küldés' }).click();
    await page.getByText('A levél a küldési sorba került.').first().waitFor();
    await sink.waitFor(before + 1, 20_000);
    const mail = sink.received.at(-1)!;
    assert.equal(mail.parsed.subject, `Ihre Rechnung ${invoice.number}`);
    assert.match(mail.parsed.text ?? '', /^Guten Tag Anna Schmidt,/);
    assert.deepEqual(mail.envelopeTo, ['anna.schmidt@example.de']);
    const [pdf] = mail.parsed.attachments;
    // The PDF is the German invoice: its file name is in the message's language.
    assert.equal(pdf?.filename, `rechnung-${invoice.number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`);
    assert.equal(pdf?.content.subarray(0, 5).toString(), '%PDF-');
    // The invoice's e-mail history shows it sent once the worker committed, without reopening
    // the page: the state change reaches the open screen over the live 'emails' topic.
    await sentRows.nth(sentBefore).waitFor({ timeout: 20_000 });
    assert.equal(await sentRows.count(), sentBefore + 1);
  });
});
