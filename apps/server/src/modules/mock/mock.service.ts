import type { TTodo } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import type { SessionStore } from '../../platform/auth/session-store.ts';
import type { AuthContext } from '../../platform/context.ts';
import { type Database, queryRows } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { type Fixtures, loadFixtures, readFixtures } from './mock.fixtures.ts';

/** The fixture user the mock answers for: the pages' calls arrive with the live server's cookie. */
export const MOCK_USERNAME = 'admin';

/** The example todos every start and restart begins with. */
const FIXTURE_TODOS: readonly Omit<TTodo, 'createdAt'>[] = [
  { id: 1, title: 'Árlista ellenőrzése', isDone: true },
  { id: 2, title: 'Szállítói rendelés jóváhagyása', isDone: false },
  { id: 3, title: 'Raktári leltár egyeztetése', isDone: false },
];

/**
 * The state of the mock server: the database loaded from the committed fixtures, the session of
 * the fixture user that every caller without a session of the mock is served as (MOCK_ONLY and
 * HYBRID log in on the live server, whose cookie the mock does not know), and the example todos.
 * A clock starting at the fixtures' epoch stamps new todos, so runs answer alike.
 */
export class MockService {
  private readonly database: Database;
  private readonly sessions: SessionStore;
  private readonly fixtures: Fixtures;
  private todos: TTodo[] = [];
  private nextId = 1;
  private ticks = 0;
  private caller: AuthContext | null = null;

  constructor(database: Database, sessions: SessionStore, fixtures = readFixtures()) {
    this.database = database;
    this.sessions = sessions;
    this.fixtures = fixtures;
  }

  /** The fixture user's context, for requests that bring no session of the mock. */
  get auth(): AuthContext | null {
    return this.caller;
  }

  /** Loads the fixtures (dropping everything written since), resets the todos and the session. */
  async restart(): Promise<number> {
    const rows = await loadFixtures(this.database.db, this.fixtures);
    this.ticks = 0;
    this.todos = FIXTURE_TODOS.map((todo) => ({ ...todo, createdAt: this.tick() }));
    this.nextId = FIXTURE_TODOS.length + 1;
    const [user] = await queryRows<{ id: number; firmId: number }>(
      this.database.db,
      sql`select id, default_firm_id as "firmId" from users where username = ${MOCK_USERNAME}`,
    );
    if (!user) throw new Error(`The mock fixtures have no user ${MOCK_USERNAME}`);
    const session = await this.database.db.transaction((tx) =>
      this.sessions.create(tx, {
        userId: user.id,
        firmId: user.firmId,
        rememberMeSelector: null,
        ip: '127.0.0.1',
        userAgent: 'kontor-mock',
      }),
    );
    this.caller = {
      sessionId: session.row.id,
      userId: session.row.userId,
      username: session.row.username,
      firmId: session.row.firmId,
      roles: session.row.roles,
      via: 'cookie',
    };
    return rows;
  }

  private tick(): string {
    return new Date(Date.parse(this.fixtures.epoch) + 60_000 * this.ticks++).toISOString();
  }

  listTodos(): TTodo[] {
    return this.todos;
  }

  createTodo(title: string): TTodo {
    const todo = { id: this.nextId++, title, isDone: false, createdAt: this.tick() };
    this.todos = [...this.todos, todo];
    return todo;
  }

  toggleTodo(id: number): TTodo {
    const found = this.todos.find((t) => t.id === id);
    if (!found) throw new AppError('NOT_FOUND', `No todo ${id}`);
    const toggled = { ...found, isDone: !found.isDone };
    this.todos = this.todos.map((t) => (t.id === id ? toggled : t));
    return toggled;
  }

  deleteTodo(id: number): void {
    if (!this.todos.some((t) => t.id === id)) throw new AppError('NOT_FOUND', `No todo ${id}`);
    this.todos = this.todos.filter((t) => t.id !== id);
  }
}
