import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe.ts';
import { PHONE, PROOF_PRODUCT, uploadProof } from './design-proof-steps.ts';
import { harness, logIn, newPage } from './harness.ts';

const REST = '/kontor/rest';

interface Order {
  id: number;
  number: string;
  version: number;
  customerId: number;
  branchId: number;
  lines: {
    id: number;
    productId: number;
    fulfilmentPartnerId: number | null;
    reservedQuantity: string;
  }[];
}
interface Day {
  date: string;
  isWorkday: boolean;
}
interface Calendar {
  days: Day[];
  teams: {
    id: number;
    code: string;
    cells: { date: string; capacity: string; booked: string }[];
  }[];
}

/**
 * Production and scheduling in Chromium, the one flow: an order line of a workshop product
 * that needs a design proof becomes a workshop order from the order form; the workshop uploads
 * the proof from the board, the customer gets it by e-mail and accepts it on a phone (390 px)
 * while the board shows it live; the scheduler drags the order onto a day of the work schedule
 * while a second browser sees it arrive live, moves it by keyboard and is refused over capacity;
 * the workshop starts and finishes it, and the customer order line is reserved and pickable.
 */
describe('production and scheduling', () => {
  let office: Page;
  let scheduler: Page;
  let order: Order;
  let teamId: number;
  let day: string;
  let nextDay: string;
  let month: string;

  const rest = async <T>(method: string, path: string, data?: object): Promise<T> => {
    const answer = await office.request.fetch(`${REST}${path}`, {
      method,
      ...(data && { data }),
      headers: { origin: harness().baseUrl },
    });
    assert.ok(answer.ok(), `${method} ${path}: ${answer.status()} ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  const chipIn = (page: Page, date: string) =>
    page.locator(`[data-cell="${teamId}|${date}"] [data-booking="${order.number}"]`);

  before(
    async () => {
      office = await newPage({ bypassCSP: true });
      await logIn(office, 'admin');
      // A demo workshop order shows its manufacturer; the demo's name plate needs a design proof,
      // and the customer of its first demo proof has an e-mail address.
      const demo = await rest<{ items: { customerOrderId: number }[] }>(
        'GET',
        '/workshop-orders/?page_size=1',
      );
      const model = await rest<Order>('GET', `/customer-order/${demo.items[0]!.customerOrderId}`);
      const [plate] = await rest<{ id: number }[]>('GET', '/products/mac?term=NEVTABLA-E&limit=1');
      const cards = await rest<{ orderId: number; productName: string }[]>(
        'GET',
        '/kanban/visual-design',
      );
      const proofOrder = await rest<Order>(
        'GET',
        `/customer-order/${cards.filter((c) => c.productName === PROOF_PRODUCT).at(-1)!.orderId}`,
      );
      const draft = await rest<Order>('POST', '/customer-order/', {
        customerId: proofOrder.customerId,
        branchId: model.branchId,
        lines: [
          {
            productId: plate!.id,
            quantity: '1',
            fulfilment: 'PRODUCTION',
            fulfilmentPartnerId: model.lines[0]!.fulfilmentPartnerId,
          },
        ],
      });
      order = await rest<Order>('POST', `/customer-order/${draft.id}/state`, {
        state: 'CONFIRMED',
        version: draft.version,
      });
      // Next month: a working day with room on the joinery, followed by one more working day
      // with room and then a day off (capacity 0: the over-capacity refusal).
      const first = new Date();
      first.setUTCDate(1);
      first.setUTCMonth(first.getUTCMonth() + 1);
      const from = first.toISOString().slice(0, 10);
      month = from.slice(0, 7);
      const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
      const calendar = await rest<Calendar>(
        'GET',
        `/customer-order/work-schedule/WORKSHOP?from=${from}&to=${last.toISOString().slice(0, 10)}`,
      );
      const team = calendar.teams.find((t) => t.code === 'ASZTALOS')!;
      teamId = team.id;
      const hasRoom = (date: string) => {
        const cell = team.cells.find((c) => c.date === date)!;
        return Number(cell.capacity) - Number(cell.booked) >= 1;
      };
      const days = calendar.days;
      const at = days.findIndex(
        (d, i) =>
          i + 2 < days.length &&
          d.isWorkday &&
          days[i + 1]!.isWorkday &&
          !days[i + 2]!.isWorkday &&
          hasRoom(d.date) &&
          hasRoom(days[i + 1]!.date),
      );
      day = days[at]!.date;
      nextDay = days[at + 1]!.date;

      scheduler = await newPage({ bypassCSP: true });
      await logIn(scheduler, 'utemezo');
    },
    { timeout: 120_000 },
  );
  after(async () => {
    await office?.context().close();
    await scheduler?.context().close();
  });

  test('the order form makes the workshop order of its production line', async () => {
    await office.goto(`/app/CustomerOrderForm?id=${order.id}`);
    await office.getByRole('button', { name: 'Műhelyrendelés készítése' }).click();
    await office.getByText('1 műhelyrendelés készült.').waitFor();
    await office.getByText(/MH-\d{4}-\d+ · Tervezett/).waitFor();
  });

  test('the proof is uploaded, e-mailed and accepted on the phone; the board shows it live', async () => {
    const [proof] = await rest<{ id: number; state: string }[]>('GET', `/kanban/${order.id}/items`);
    assert.equal(proof!.state, 'TO_DESIGN');
    await scheduler.goto('/app/visual-design-board');
    const card = scheduler.locator(
      `section[data-state="TO_DESIGN"] button[data-proof-id="${proof!.id}"]`,
    );
    const sink = harness().smtp;
    const mailsBefore = sink.received.length;
    const { link } = await uploadProof(scheduler, card);
    assert.match(link, /\/kontor\/public\/visual-design\/response\?order=\d+&token=[\w-]{43}$/);
    await sink.waitFor(mailsBefore + 1, 20_000);
    const mail = sink.received.at(-1)!;
    assert.ok((mail.parsed.text ?? '').includes(link), 'the e-mail carries the link');

    const phone = await newPage(PHONE);
    await phone.goto(link);
    await phone.getByText(PROOF_PRODUCT).waitFor();
    assert.equal(await phone.locator('img').count(), 1);
    assert.ok((await phone.evaluate(() => document.documentElement.scrollWidth)) <= 390);
    assert.deepEqual(await seriousViolations(phone), []);
    await phone.getByRole('button', { name: 'Elfogadom' }).click();
    await phone.getByText('Kérjük, írja be a nevét.').waitFor();
    await phone.getByLabel('Az Ön neve').fill('Fehér Ildikó');
    await phone.getByRole('button', { name: 'Elfogadom' }).click();
    await phone.getByText('Köszönjük! A tervet elfogadta').waitFor();
    await phone.reload();
    await phone.getByText('Ez a link nem érvényes').waitFor();
    await phone.context().close();

    // Live: the open board moves the card without a reload (the 'design' topic).
    await scheduler
      .locator(`section[data-state="ACCEPTED"] button[data-proof-id="${proof!.id}"]`)
      .waitFor({ timeout: 20_000 });
  });

  test('scheduled by drag; a second browser sees it arrive live', async () => {
    const url = `/app/work-schedule?tab=WORKSHOP&month=${month}`;
    await office.goto(url);
    await scheduler.goto(url);
    const source = scheduler.locator(`[data-unscheduled="${order.number}"]`);
    const target = scheduler.locator(`[data-cell="${teamId}|${day}"]`);
    await target.scrollIntoViewIfNeeded();
    await source.scrollIntoViewIfNeeded();
    const from = (await source.boundingBox())!;
    const to = (await target.boundingBox())!;
    await scheduler.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await scheduler.mouse.down();
    await scheduler.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, {
      steps: 3,
    });
    await scheduler.mouse.move(to.x + to.width / 2, to.y + to.height - 8, { steps: 12 });
    await scheduler.mouse.up();
    await chipIn(scheduler, day).waitFor();
    await chipIn(office, day).waitFor({ timeout: 5_000 });
    await source.waitFor({ state: 'detached' });
    assert.deepEqual(await seriousViolations(scheduler), []);
    await scheduler.screenshot({ path: '/tmp/work-schedule.png' });
  });

  test('moved by keyboard; a day off is refused over capacity with the reason', async () => {
    await chipIn(scheduler, day).focus();
    await scheduler.keyboard.press('ArrowRight');
    await chipIn(scheduler, nextDay).waitFor();
    await chipIn(office, nextDay).waitFor({ timeout: 5_000 });
    await scheduler.keyboard.press('ArrowRight');
    const reason = scheduler.getByTestId('over-capacity-reason');
    await reason.waitFor();
    assert.match((await reason.textContent()) ?? '', /kapacitás 0/);
    // The scheduler may override (with a reason); here the booking stays where it was.
    await scheduler.getByRole('button', { name: 'Mégse' }).click();
    await chipIn(scheduler, nextDay).waitFor();
  });

  test('started and finished in the workshop: the customer order line is reserved and pickable', async () => {
    // Enough of every material in stock (a receipt from the supplier, posted).
    const full = await rest<Order>('GET', `/customer-order/${order.id}`);
    const made = await rest<{ components: { componentId: number; quantity: string }[] }>(
      'GET',
      `/orders/${order.id}/items/breakdowns/${full.lines[0]!.id}/compositions`,
    );
    if (made.components.length > 0) {
      const receipt = await rest<{ id: number; version: number }>('POST', '/shelving/receipts/', {
        supplierId: full.lines[0]!.fulfilmentPartnerId,
        deliveryNoteNumber: `E2E-${order.number}`,
        lines: made.components.map((c) => ({ productId: c.componentId, quantity: c.quantity })),
      });
      await rest('POST', `/shelving/receipts/${receipt.id}/post`, { version: receipt.version });
    }
    await scheduler.goto(`/app/workshop-orders?q=${order.number}`);
    const card = scheduler.locator('li[data-workshop-order]').filter({ hasText: order.number });
    const state = (name: string) => card.locator('.mantine-Badge-root').filter({ hasText: name });
    await state('Ütemezett').waitFor();
    await card.getByRole('button').first().click();
    await scheduler.getByRole('button', { name: 'Gyártás indítása' }).click();
    await state('Gyártás alatt').waitFor();
    await scheduler.getByRole('button', { name: 'Elkészült' }).click();
    await state('Kész').waitFor();
    const done = await rest<Order>('GET', `/customer-order/${order.id}`);
    assert.equal(Number(done.lines[0]!.reservedQuantity), 1);
    // The made plate waits on its shelf like stock: a picking cycle of its zone offers the order.
    const zones = await rest<{ items: { id: number }[] }>('GET', '/storages/?type=ZONE');
    const offered = await Promise.all(
      zones.items.map((zone) =>
        rest<{ orderId: number }[]>('GET', `/picking-cycle/candidates?zone_id=${zone.id}`),
      ),
    );
    assert.ok(
      offered.flat().some((c) => c.orderId === order.id),
      'the order is pickable',
    );
  });

  test('the workshop page works on a phone for the workshop', async () => {
    const phone = await newPage({ bypassCSP: true, viewport: { width: 390, height: 844 } });
    await logIn(phone, 'muhely');
    await phone.goto('/app/workshop-orders');
    await phone.getByTestId('workshop-total').waitFor();
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `the page is ${width} px wide`);
    assert.deepEqual(await seriousViolations(phone), []);
    await phone.screenshot({ path: '/tmp/workshop-orders-390.png', fullPage: true });
    await phone.context().close();
  });
});
