import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST } from '../../test/harness.ts';

describeApp('Feladataim', (t) => {
  const userId = async (username: string) =>
    (
      await queryRows<{ id: number }>(
        t().database.db,
        sql`select id from users where username = ${username}`,
      )
    )[0]!.id;
  const addTask = async (assignee: string, title: string, department: string) =>
    (
      await queryRows<{ id: number }>(
        t().database.db,
        sql`insert into tasks (firm_id, assignee_user_id, title, department)
            values (1, ${await userId(assignee)}, ${title}, ${department}) returning id`,
      )
    )[0]!.id;

  it('shows a role its department’s tasks; only the assignee or an admin marks one done', async () => {
    const colleague = await addTask('sofor', 'Polcok átrendezése', 'Raktár');
    const foreign = await addTask('sofor', 'Sablon javítása', 'Műhely');
    const warehouse = await t().login('raktaros');
    const tasks = (await t().call('GET', `${REST}/tasks`, { session: warehouse })).json();
    const seen = tasks.find((task: { id: number }) => task.id === colleague);
    expect(seen).toMatchObject({ department: 'Raktár', canComplete: false });
    expect(seen.assigneeName).not.toBe('');
    expect(tasks.some((task: { id: number }) => task.id === foreign)).toBe(false);
    // Own tasks come first, and may be marked done.
    expect(tasks[0].canComplete).toBe(true);
    const complete = (id: number, session: typeof warehouse) =>
      t().call('POST', `${REST}/tasks/${id}/complete`, { session });
    expect((await complete(colleague, warehouse)).statusCode).toBe(403);
    expect((await complete(foreign, warehouse)).statusCode).toBe(404);
    const driver = await t().login('sofor');
    const done = await complete(colleague, driver);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().completedAt).toEqual(expect.any(String));
  });
});
