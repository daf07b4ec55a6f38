// npm run ingest -- [--source <dir>] [--out <file>] [--force]
// Builds (or confirms as fresh) the archive index. A progress bar on a terminal, plain progress
// lines otherwise (CI logs), then a summary: documents per type, skipped files, seconds.

import cliProgress from 'cli-progress';
import { ArchiveConfigError } from './config.ts';
import { ingest, type IngestProgress, type IngestSummary } from './ingest.ts';

interface CliArgs {
  source?: string;
  out?: string;
  force: boolean;
  help: boolean;
}

export function parseArgs(argv: readonly string[]): CliArgs {
  const args: CliArgs = { force: false, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    const value = (): string => {
      const next = inline ?? argv[++i];
      if (next === undefined || next.startsWith('--')) throw new ArchiveConfigError(`${flag} needs a value`);
      return next;
    };
    switch (flag) {
      case '--source':
        args.source = value();
        break;
      case '--out':
        args.out = value();
        break;
      case '--force':
        args.force = true;
        break;
      case '--help':
      case '-h':
        args.help = true;
        break;
      default:
        throw new ArchiveConfigError(`unknown argument: ${arg}`);
    }
  }
  return args;
}

const USAGE = `Usage: npm run ingest -- [--source <dir>] [--out <file>] [--force]
  --source  archive directory (default: $PDB_ARCHIVE_DIR, else ../shared/archive)
  --out     index file (default: .data/archive.sqlite)
  --force   rebuild even if the index matches the input`;

export function progressReporter(): { update: (p: IngestProgress) => void; stop: () => void } {
  if (process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        format: '{phase} |{bar}| {value}/{total} {file}',
        hideCursor: true,
        stream: process.stderr,
        clearOnComplete: true,
      },
      cliProgress.Presets.shades_classic,
    );
    let started = false;
    return {
      update: (p) => {
        if (!started && p.total > 1) {
          bar.start(p.total, p.done, { phase: p.phase, file: '' });
          started = true;
        }
        if (started) bar.update(p.done, { phase: p.phase.padEnd(10), file: p.file ?? '' });
      },
      stop: () => {
        if (started) bar.stop();
      },
    };
  }
  // Not a terminal: a line per phase change and every 10 % within a phase.
  let lastPhase = '';
  let lastDecile = -1;
  return {
    update: (p) => {
      const decile = p.total > 0 ? Math.floor((p.done / p.total) * 10) : 0;
      if (p.phase !== lastPhase || decile !== lastDecile) {
        process.stderr.write(`ingest: ${p.phase} ${p.done}/${p.total}\n`);
        lastPhase = p.phase;
        lastDecile = decile;
      }
    },
    stop: () => undefined,
  };
}

export function formatSummary(summary: IngestSummary): string {
  const lines: string[] = [];
  lines.push(
    summary.upToDate
      ? `Index is up to date: ${summary.out}`
      : summary.addedInPlace
        ? `New entries added to the index: ${summary.out}`
        : `Index written: ${summary.out}`,
  );
  if (summary.rebuiltBecause) lines.push(`Rebuilt, not added to: ${summary.rebuiltBecause}`);
  lines.push(`Source: ${summary.source}`);
  lines.push('Documents:');
  for (const [type, count] of Object.entries(summary.documents)) lines.push(`  ${type.padEnd(22)} ${count}`);
  if (summary.skipped.length > 0) {
    lines.push(`Skipped files (${summary.skipped.length}):`);
    for (const s of summary.skipped) lines.push(`  ${s.file}: ${s.reason}`);
  } else lines.push('Skipped files: none');
  for (const note of summary.notes) lines.push(`Note: ${note}`);
  lines.push(`Seconds: ${summary.seconds.toFixed(1)}`);
  return lines.join('\n');
}

export async function main(argv: readonly string[]): Promise<number> {
  let args: CliArgs;
  try {
    args = parseArgs(argv);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const progress = progressReporter();
  try {
    const summary = await ingest({
      ...(args.source ? { source: args.source } : {}),
      ...(args.out ? { out: args.out } : {}),
      force: args.force,
      onProgress: progress.update,
    });
    progress.stop();
    process.stdout.write(`${formatSummary(summary)}\n`);
    return 0;
  } catch (error) {
    progress.stop();
    const message = error instanceof ArchiveConfigError ? error.message : ((error as Error).stack ?? String(error));
    process.stderr.write(`ingest failed: ${message}\n`);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('archive/cli.ts')) {
  process.exitCode = await main(process.argv.slice(2));
}
