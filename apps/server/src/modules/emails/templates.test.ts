import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';

describeApp('e-mail templates', (t) => {
  let office: Session;
  const call = (method: string, path: string, body?: unknown, as: Session | null = office) =>
    t().call(method, `${REST}/emails${path}`, { session: as, ...(body !== undefined && { body }) });
  const firstInvoice = async (firmId = 1) => {
    const [row] = await queryRows<{ id: number; number: string }>(
      t().database.db,
      sql`select id, number from invoices where firm_id = ${firmId} order by id limit 1`,
    );
    return row!;
  };

  it('lists the demo types with their groups, languages and variables', async () => {
    office = await t().login('irodai');
    const types = (await call('GET', '/templates/list')).json();
    expect(types.map((x: { documentKind: string }) => x.documentKind).sort()).toEqual([
      'DESIGN_PROOF',
      'INVOICE',
      'ORDER_CONFIRMATION',
      'QUOTE',
      'SUPPLIER_ORDER',
      'TENDER_ORDER',
    ]);
    const invoice = types.find((x: { documentKind: string }) => x.documentKind === 'INVOICE');
    expect(invoice).toMatchObject({ languages: ['hu', 'en', 'de'], isUsed: true, groupId: 2 });
    expect(invoice.variables).toContain('dueDate');
    expect((await call('GET', `/types/${invoice.id}`)).json()).toEqual(invoice);
    expect((await call('GET', `/templates/types/${invoice.id}/languages`)).json()).toEqual([
      'hu',
      'en',
      'de',
    ]);
    const unused = (await call('GET', '/templates/not-used')).json();
    expect(unused).toEqual([]);
    expect((await call('GET', '/available-languages')).json()).toEqual(['hu', 'en', 'de']);
    const groups = (await call('GET', '/groups')).json();
    expect(groups.map((g: { code: string }) => g.code)).toContain('DESIGN_PROOF');
    expect((await call('GET', '/groups/3/variables')).json()).toContain('proofLink');
    expect((await call('GET', '/groups/99/variables')).statusCode).toBe(404);
    const all = (await call('GET', '/templates')).json();
    expect(all).toHaveLength(6 * 3 * 1);
  });

  it('saves a language, refuses stale versions, unknown variables and broken templates with their place', async () => {
    const [type] = (await call('GET', '/templates/list'))
      .json()
      .filter((x: { documentKind: string }) => x.documentKind === 'INVOICE');
    const de = (await call('GET', `/types/${type.id}/content?language=de`)).json();
    expect(de.subject).toBe('Rechnung – {{ documentNumber }}');
    const saved = await call('POST', '/templates', {
      typeId: type.id,
      language: 'de',
      subject: 'Ihre Rechnung {{ documentNumber }}',
      body: 'Guten Tag {{ contactName }},\nbitte zahlen Sie {{ grossTotal }} bis {{ dueDate }}.',
      version: de.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ language: 'de', version: de.version + 1 });
    const stale = await call('POST', '/templates', {
      typeId: type.id,
      language: 'de',
      subject: 'x',
      body: 'y',
      version: de.version,
    });
    expect(stale.statusCode).toBe(409);
    const unknown = await call('POST', '/templates', {
      typeId: type.id,
      language: 'en',
      subject: 'Invoice',
      body: 'Dear {{ contactName }},\n\nyour {{ secretPassword }} is ready.',
      version: 1,
    });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json().errors).toEqual([
      expect.objectContaining({
        path: 'body',
        message: expect.stringMatching(/secretPassword.*line 3, column 9/),
        code: 'unknown_variable',
        params: { name: 'secretPassword', line: 3, column: 9 },
      }),
    ]);
    const broken = await call('POST', '/templates', {
      typeId: type.id,
      language: 'en',
      subject: 'Invoice {{ documentNumber ',
      body: 'x',
      version: 1,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors[0]).toMatchObject({
      path: 'subject',
      code: 'template_syntax',
      params: { line: 1, column: 9 },
    });
    expect(broken.json().errors[0].message).toMatch(/line 1, column 9/);
    const badFilter = await call('POST', '/templates', {
      typeId: type.id,
      language: 'en',
      subject: 'x',
      body: '{{ contactName | shout }}',
      version: 1,
    });
    expect(badFilter.statusCode).toBe(400);
  });

  it('creates a new type, personalizes a template on a real invoice, deletes only unused types', async () => {
    const created = await call('POST', '/templates', {
      name: 'Fizetési emlékeztető',
      groupId: 2,
      language: 'hu',
      subject: 'Emlékeztető: {{ documentNumber }}',
      body: 'Tisztelt {{ customerName }}!\nA(z) {{ documentNumber }} számla ({{ grossTotal }}) határideje {{ dueDate }}',
    });
    expect(created.statusCode).toBe(200);
    const template = created.json();
    const invoice = await firstInvoice();
    const filled = await call(
      'GET',
      `/templates/${template.id}/personalized?documentKind=INVOICE&documentId=${invoice.id}`,
    );
    expect(filled.statusCode).toBe(200);
    expect(filled.json().subject).toBe(`Emlékeztető: ${invoice.number}`);
    expect(filled.json().body).toMatch(/\d\sFt\) határideje \d{4}\. \d\d\. \d\d\.$/u);
    const unused = (await call('GET', '/templates/not-used')).json();
    expect(unused.map((x: { id: number }) => x.id)).toContain(template.typeId);
    expect((await call('DELETE', `/templates/types/${template.typeId}`)).statusCode).toBe(204);
    expect((await call('GET', `/types/${template.typeId}`)).statusCode).toBe(404);
    const [invoiceType] = (await call('GET', '/templates/list'))
      .json()
      .filter((x: { documentKind: string }) => x.documentKind === 'INVOICE');
    expect((await call('DELETE', `/templates/types/${invoiceType.id}`)).statusCode).toBe(409);
  });

  it('refuses file tags, and answers a template that cannot be filled with 400 naming the field', async () => {
    const include = await call('POST', '/templates', {
      name: 'Fájl',
      groupId: 2,
      language: 'hu',
      subject: 'x',
      body: "Előtte {% include 'package.json' %}",
    });
    expect(include.statusCode).toBe(400);
    expect(include.json().errors[0]).toMatchObject({
      path: 'body',
      code: 'template_syntax',
      params: { line: 1, column: 8 },
    });
    // Declared, so saved; but a text has no `first`: filling it fails, and says where.
    const created = await call('POST', '/templates', {
      name: 'Kitölthetetlen',
      groupId: 2,
      language: 'hu',
      subject: 'Kedves {{ customerName.first }}',
      body: 'x',
    });
    expect(created.statusCode).toBe(200);
    const invoice = await firstInvoice();
    const filled = await call(
      'GET',
      `/templates/${created.json().id}/personalized?documentKind=INVOICE&documentId=${invoice.id}`,
    );
    expect(filled.statusCode).toBe(400);
    expect(filled.json().errors[0]).toMatchObject({
      path: 'subject',
      code: 'template_render',
      params: { line: 1, column: 11 },
    });
  });

  it('lets sales read but not write, and answers 404 for another firm’s template', async () => {
    const sales = await t().login('ertekesito');
    expect((await call('GET', '/templates', undefined, sales)).statusCode).toBe(200);
    const refused = await call(
      'POST',
      '/templates',
      { name: 'x', groupId: 1, language: 'hu', subject: 'x', body: 'x' },
      sales,
    );
    expect(refused.statusCode).toBe(403);
    expect(
      (await call('GET', '/templates', undefined, await t().login('raktaros'))).statusCode,
    ).toBe(403);
    expect((await call('GET', '/templates', undefined, null)).statusCode).toBe(401);
    const [other] = await queryRows<{ id: number; type_id: number }>(
      t().database.db,
      sql`select id, type_id from email_templates where firm_id = 2 limit 1`,
    );
    expect((await call('GET', `/types/${other!.type_id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/templates/types/${other!.type_id}`)).statusCode).toBe(404);
    const invoice = await firstInvoice();
    expect(
      (
        await call(
          'GET',
          `/templates/${other!.id}/personalized?documentKind=INVOICE&documentId=${invoice.id}`,
        )
      ).statusCode,
    ).toBe(404);
  });
});
