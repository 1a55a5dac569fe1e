import type { TEmailDocumentKind, TEmailLanguage } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../platform/db/database.ts';

type Texts = Record<TEmailLanguage, [subject: string, body: string]>;

/** The demo templates: one type per document kind, in Hungarian, English and German. */
const TYPES: { name: string; groupId: number; kind: TEmailDocumentKind; texts: Texts }[] = [
  {
    name: 'Rendelés-visszaigazolás',
    groupId: 1,
    kind: 'ORDER_CONFIRMATION',
    texts: {
      hu: [
        'Rendelés-visszaigazolás – {{ documentNumber }}',
        'Tisztelt {{ contactName }}!\n\nKöszönjük rendelését. A(z) {{ documentNumber }} számú rendelést ({{ documentDate }}) {{ grossTotal }} összegben visszaigazoljuk; a részleteket a csatolt dokumentum tartalmazza.\n\nÜdvözlettel:\n{{ firmName }}',
      ],
      en: [
        'Order confirmation – {{ documentNumber }}',
        'Dear {{ contactName }},\n\nThank you for your order. We confirm order {{ documentNumber }} of {{ documentDate }} for {{ grossTotal }}; the details are in the attached document.\n\nKind regards,\n{{ firmName }}',
      ],
      de: [
        'Auftragsbestätigung – {{ documentNumber }}',
        'Sehr geehrte(r) {{ contactName }},\n\nvielen Dank für Ihre Bestellung. Wir bestätigen den Auftrag {{ documentNumber }} vom {{ documentDate }} über {{ grossTotal }}; die Einzelheiten finden Sie im Anhang.\n\nMit freundlichen Grüßen\n{{ firmName }}',
      ],
    },
  },
  {
    name: 'Árajánlat',
    groupId: 1,
    kind: 'QUOTE',
    texts: {
      hu: [
        'Árajánlat – {{ documentNumber }}',
        'Tisztelt {{ contactName }}!\n\nMellékelten küldjük {{ documentNumber }} számú árajánlatunkat ({{ documentDate }}), összesen {{ grossTotal }}.\n\nÜdvözlettel:\n{{ firmName }}',
      ],
      en: [
        'Quotation – {{ documentNumber }}',
        'Dear {{ contactName }},\n\nPlease find attached our quotation {{ documentNumber }} of {{ documentDate }}, {{ grossTotal }} in total.\n\nKind regards,\n{{ firmName }}',
      ],
      de: [
        'Angebot – {{ documentNumber }}',
        'Sehr geehrte(r) {{ contactName }},\n\nanbei erhalten Sie unser Angebot {{ documentNumber }} vom {{ documentDate }} über insgesamt {{ grossTotal }}.\n\nMit freundlichen Grüßen\n{{ firmName }}',
      ],
    },
  },
  {
    name: 'Számla',
    groupId: 2,
    kind: 'INVOICE',
    texts: {
      hu: [
        'Számla – {{ documentNumber }}',
        'Tisztelt {{ contactName }}!\n\nMellékelten küldjük {{ documentNumber }} számú számlánkat ({{ documentDate }}). Fizetendő: {{ grossTotal }}, fizetési határidő: {{ dueDate }}\n\nÜdvözlettel:\n{{ firmName }}',
      ],
      en: [
        'Invoice – {{ documentNumber }}',
        'Dear {{ contactName }},\n\nPlease find attached our invoice {{ documentNumber }} of {{ documentDate }}. Amount due: {{ grossTotal }}, due date: {{ dueDate }}.\n\nKind regards,\n{{ firmName }}',
      ],
      de: [
        'Rechnung – {{ documentNumber }}',
        'Sehr geehrte(r) {{ contactName }},\n\nanbei erhalten Sie unsere Rechnung {{ documentNumber }} vom {{ documentDate }}. Zahlbetrag: {{ grossTotal }}, fällig am {{ dueDate }}.\n\nMit freundlichen Grüßen\n{{ firmName }}',
      ],
    },
  },
  {
    name: 'Látványterv jóváhagyása',
    groupId: 3,
    kind: 'DESIGN_PROOF',
    texts: {
      hu: [
        'Látványterv a(z) {{ orderNumber }} rendeléshez',
        'Tisztelt {{ contactName }}!\n\nElkészült a(z) {{ orderNumber }} rendelés látványterve. Kérjük, nézze meg és hagyja jóvá: {{ proofLink }}\n\nÜdvözlettel:\n{{ firmName }}',
      ],
      en: [
        'Design proof for order {{ orderNumber }}',
        'Dear {{ contactName }},\n\nThe design proof of order {{ orderNumber }} is ready. Please review and approve it: {{ proofLink }}\n\nKind regards,\n{{ firmName }}',
      ],
      de: [
        'Entwurf zum Auftrag {{ orderNumber }}',
        'Sehr geehrte(r) {{ contactName }},\n\nder Entwurf zum Auftrag {{ orderNumber }} ist fertig. Bitte prüfen und freigeben: {{ proofLink }}\n\nMit freundlichen Grüßen\n{{ firmName }}',
      ],
    },
  },
  {
    name: 'Beszállítói rendelés',
    groupId: 4,
    kind: 'SUPPLIER_ORDER',
    texts: {
      hu: [
        'Megrendelés – {{ documentNumber }}',
        'Tisztelt {{ contactName }}!\n\nMellékelten küldjük {{ documentNumber }} számú megrendelésünket ({{ documentDate }}). Kérjük, igazolja vissza.\n\nÜdvözlettel:\n{{ firmName }}',
      ],
      en: [
        'Purchase order – {{ documentNumber }}',
        'Dear {{ contactName }},\n\nPlease find attached our purchase order {{ documentNumber }} of {{ documentDate }}. Kindly confirm it.\n\nKind regards,\n{{ firmName }}',
      ],
      de: [
        'Bestellung – {{ documentNumber }}',
        'Sehr geehrte(r) {{ contactName }},\n\nanbei erhalten Sie unsere Bestellung {{ documentNumber }} vom {{ documentDate }}. Bitte bestätigen Sie diese.\n\nMit freundlichen Grüßen\n{{ firmName }}',
      ],
    },
  },
  {
    name: 'Tender ajánlat',
    groupId: 1,
    kind: 'TENDER_ORDER',
    texts: {
      hu: [
        'Ajánlatunk – {{ documentNumber }}',
        'Tisztelt {{ contactName }}!\n\nKöszönjük megkeresését. {{ documentNumber }} számú ajánlatunk ({{ documentDate }}) nettó értéke {{ grossTotal }}. Kérjük, jelezze, ha megrendelné.\n\nÜdvözlettel:\n{{ firmName }}',
      ],
      en: [
        'Our tender – {{ documentNumber }}',
        'Dear {{ contactName }},\n\nThank you for your request. Our tender {{ documentNumber }} of {{ documentDate }} comes to {{ grossTotal }} net. Please let us know if you wish to order.\n\nKind regards,\n{{ firmName }}',
      ],
      de: [
        'Unser Angebot – {{ documentNumber }}',
        'Sehr geehrte(r) {{ contactName }},\n\nvielen Dank für Ihre Anfrage. Unser Angebot {{ documentNumber }} vom {{ documentDate }} beläuft sich auf {{ grossTotal }} netto. Bitte teilen Sie uns mit, ob Sie bestellen möchten.\n\nMit freundlichen Grüßen\n{{ firmName }}',
      ],
    },
  },
];

export async function seedEmails(db: Db, firmIds: readonly number[]): Promise<void> {
  for (const firmId of firmIds) {
    for (const type of TYPES) {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into email_template_types (firm_id, name, group_id, document_kind)
          values (${firmId}, ${type.name}, ${type.groupId}, ${type.kind}) returning id`,
      );
      for (const [language, [subject, body]] of Object.entries(type.texts))
        await db.execute(
          sql`insert into email_templates (firm_id, type_id, language, subject, body)
            values (${firmId}, ${row!.id}, ${language}, ${subject}, ${body})`,
        );
    }
  }
  // A German-reading contact at the customer of the firm's first invoice (the e-mail demo).
  await db.execute(sql`
    insert into partner_contacts (firm_id, partner_id, name, email, phone, language)
    select firm_id, customer_id, 'Anna Schmidt', 'anna.schmidt@example.de', null, 'de'
    from invoices where firm_id = ${firmIds[0]!} order by id limit 1`);
}
