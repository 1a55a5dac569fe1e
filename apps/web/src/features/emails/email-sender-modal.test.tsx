import emailTexts from '@kontor/contract/dictionaries/emails.json';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { INITIAL_USER_STATE, userStore } from '../../lib/session';
import { jsonResponse, mockApi, renderInShell } from '../../test/shell-test-utils';
import { EmailSenderModal } from './email-sender-modal';

i18n.addResourceBundle('hu', 'translation', emailTexts.hu, true, true);
// jsdom has no font loading API; the autosizing text area listens to it.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener() {}, removeEventListener() {} },
});

const start = {
  url: '/app/EmailSender?documentKind=INVOICE&documentId=7',
  documentKind: 'INVOICE',
  documentId: 7,
  documentNumber: 'SZ-2026-000007',
  partnerId: 3,
  typeId: 11,
  language: 'hu',
  recipients: [
    { name: 'Kiss Éva', email: 'eva@pelda.hu', language: 'hu' },
    { name: 'Anna Schmidt', email: 'anna@example.de', language: 'de' },
  ],
  attachmentName: 'SZ-2026-000007.pdf',
};
const template = (language: string) => ({
  id: language === 'de' ? 22 : 21,
  typeId: 11,
  typeName: 'Számla',
  language,
  subject: '',
  body: '',
  version: 1,
  updatedAt: '2026-11-27T00:00:00Z',
});

function answers() {
  return mockApi({
    'GET /emails/assemble-sender-url-json': () => jsonResponse(start),
    'GET /emails/types/11/content': ({ url }) =>
      jsonResponse(template(new URL(url, 'http://x').searchParams.get('language') ?? 'hu')),
    'GET /emails/templates/21/personalized': () =>
      jsonResponse({
        language: 'hu',
        subject: 'Számla SZ-2026-000007',
        body: 'Tisztelt Kiss Éva!',
      }),
    'GET /emails/templates/22/personalized': () =>
      jsonResponse({
        language: 'de',
        subject: 'Rechnung SZ-2026-000007',
        body: 'Sehr geehrte Anna Schmidt,',
      }),
    'GET /emails/messages': () =>
      jsonResponse({ items: [], total: 0, page_number: 0, page_size: 100 }),
    'POST /emails/send-email': () => jsonResponse({}),
  });
}

describe('the e-mail sender', () => {
  // The sales desk may send (the send button is offered by the endpoint's permission).
  beforeEach(() =>
    userStore.set({
      ...INITIAL_USER_STATE,
      loggedIn: true,
      userInfo: { ...INITIAL_USER_STATE.userInfo, roles: ['sales'] },
    }),
  );
  afterEach(() => {
    vi.unstubAllGlobals();
    userStore.reset();
  });

  it('fills the template of the chosen language and sends what the form shows', async () => {
    const fetchMock = answers();
    renderInShell(
      <EmailSenderModal document={{ documentKind: 'INVOICE', documentId: 7 }} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'E-mail küldése – SZ-2026-000007' });
    const subject = within(dialog).getByRole('textbox', { name: 'Tárgy' });
    await waitFor(() => expect(subject).toHaveProperty('value', 'Számla SZ-2026-000007'));
    expect(within(dialog).getByText('Melléklet: SZ-2026-000007.pdf')).toBeTruthy();

    // Another language fills that language's template (the German reader's, as her pick would).
    fireEvent.change(within(dialog).getByLabelText('Nyelv'), { target: { value: 'de' } });
    await waitFor(() => expect(subject).toHaveProperty('value', 'Rechnung SZ-2026-000007'));
    expect(within(dialog).getByRole('textbox', { name: 'Szöveg' })).toHaveProperty(
      'value',
      'Sehr geehrte Anna Schmidt,',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Küldés' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/send-email'))).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/send-email'))!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      documentKind: 'INVOICE',
      documentId: 7,
      typeId: 11,
      language: 'de',
      to: ['eva@pelda.hu'],
      subject: 'Rechnung SZ-2026-000007',
      isAttachmentIncluded: true,
    });
  });
});
