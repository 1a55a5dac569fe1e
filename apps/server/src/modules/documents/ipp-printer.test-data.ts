/**
 * A real IPP printer on loopback for the print tests: CUPS' `ippeveprinter` (cups-ipp-utils),
 * which needs DNS-SD, so a private D-Bus bus and an Avahi daemon on it start first (nothing of
 * the machine's own is touched). Every job it receives is kept in `spool` as a file.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const PROGRAMS = ['ippeveprinter', 'dbus-daemon', 'avahi-daemon'];

/** The programs the emulator needs that this machine lacks (CI installs them: .ci/run). */
export function missingPrinterPrograms(): string[] {
  return PROGRAMS.filter((p) => spawnSync('sh', ['-c', `command -v ${p}`]).status !== 0);
}

export interface TestPrinter {
  url: string;
  spool: string;
  stop(): Promise<void>;
}

async function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
      .once('connect', () => socket.end(() => resolve(true)))
      .once('error', () => resolve(false));
  });
}

async function waitFor(what: string, ready: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await ready()) return;
    await sleep(50);
  }
  throw new Error(`${what} did not start`);
}

export async function startTestPrinter(): Promise<TestPrinter> {
  const dir = await mkdtemp(join(tmpdir(), 'kontor-ipp-'));
  const spool = join(dir, 'spool');
  const bus = join(dir, 'bus');
  await mkdir(spool);
  await writeFile(
    join(dir, 'bus.conf'),
    `<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig><type>system</type><listen>unix:path=${bus}</listen><auth>EXTERNAL</auth>
<policy context="default"><allow user="*"/><allow own="*"/><allow send_destination="*"/>
<allow receive_sender="*"/></policy></busconfig>`,
  );
  await writeFile(
    join(dir, 'avahi.conf'),
    '[server]\nuse-ipv6=no\nallow-interfaces=lo\n[publish]\npublish-addresses=no\npublish-workstation=no\npublish-hinfo=no\n',
  );
  const env = { ...process.env, DBUS_SYSTEM_BUS_ADDRESS: `unix:path=${bus}` };
  const children: ChildProcess[] = [];
  const start = (command: string, args: string[]) => {
    const child = spawn(command, args, { env, stdio: 'ignore' });
    children.push(child);
    return child;
  };
  start('dbus-daemon', ['--nofork', `--config-file=${join(dir, 'bus.conf')}`]);
  await waitFor('dbus-daemon', async () => existsSync(bus));
  start('avahi-daemon', [
    '--no-drop-root',
    '--no-chroot',
    '--no-rlimits',
    '-f',
    join(dir, 'avahi.conf'),
  ]);
  const port = 20000 + Math.floor(Math.random() * 20000);
  // ippeveprinter gives up when Avahi is not up yet: start it again until it listens.
  await waitFor('ippeveprinter', async () => {
    const printer = start('ippeveprinter', [
      '-n',
      'localhost',
      '-p',
      String(port),
      '-d',
      spool,
      '-k',
      // The job is done at once (the spool keeps it, -k), so the next one finds the printer idle.
      '-c',
      '/bin/true',
      '-f',
      'application/pdf',
      'Kontor',
    ]);
    for (let i = 0; i < 10 && printer.exitCode === null; i++) {
      if (await reachable(port)) return true;
      await sleep(50);
    }
    return false;
  });
  return {
    url: `ipp://127.0.0.1:${port}/ipp/print`,
    spool,
    async stop() {
      for (const child of children.reverse()) if (child.exitCode === null) child.kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
