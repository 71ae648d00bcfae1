/** The `cb` command line. Each subcommand is a thin shell over a pipeline module. */
import { Command, Option } from 'commander';
import { ContentError } from './content/yamlFile';

/** Errors about the user's input: printed as one clear line, no stack trace. */
const USER_ERRORS = new Set(['UserError', 'ContentError', 'RunFormatError']);

export async function main(argv: string[]): Promise<void> {
  const program = new Command('cb')
    .description('ComponentBench: component-level tasks, harness, warehouse and site for computer-use agents.')
    .showHelpAfterError();

  const tasks = program.command('tasks').description('List, generate and check task specs.');
  tasks.command('list')
    .description('List the task specs in content/tasks.')
    .option('--json', 'print JSON (one array of task summaries)')
    .action(async (o: { json?: boolean }) => (await import('./commands/tasks')).list(o));
  tasks.command('generate')
    .description('Generate task specs from the task families into content/tasks (same seed, same bytes).')
    .option('--seed <n>', 'generator seed', (v) => parseIntArg(v, '--seed'))
    .option('--types <list>', 'comma-separated canonical types (default: all implemented)')
    .option('--out <dir>', 'output directory (default: content/tasks)')
    .action(async (o) => (await import('./commands/tasks')).generate(o));
  tasks.command('check')
    .description('Validate every spec and check that every negative state is rejected by its predicate.')
    .action(async () => (await import('./commands/tasks')).check());

  program.command('run')
    .description('Run an agent on tasks in Chromium and record every step into a run directory.')
    .requiredOption('--agent <name>', 'agent: oracle')
    .addOption(new Option('--mode <mode>', 'observation/action space').choices(['axtree']).default('axtree'))
    .option('--tasks <glob>', 'task id glob, e.g. "slider_single-*" (default: all)')
    .option('--out <dir>', 'run directory (default: data/runs/<timestamp>-<agent>-<mode>)')
    .option('--max-steps <n>', 'step budget per task', (v) => parseIntArg(v, '--max-steps'), 20)
    .option('--seed <n>', 'agent seed', (v) => parseIntArg(v, '--seed'), 0)
    .option('--quiet', 'print only the final summary')
    .option('--replace', 'replace an existing run in --out')
    .option('--workers <n>', 'browser contexts working in parallel', (v) => parseIntArg(v, '--workers'), 2)
    .action(async (o) => { await (await import('./commands/run')).run(o); });

  program.command('warehouse')
    .description('Build the Parquet warehouse.')
    .command('build')
    .description('Turn content/ and data/runs/* into Parquet tables (tasks, runs, episodes, steps) in data/warehouse.')
    .option('--runs <dir>', 'directory of run directories (default: data/runs)')
    .option('--out <dir>', 'warehouse directory (default: data/warehouse)')
    .action(async (o) => (await import('./commands/warehouse')).build(o));

  program.command('scan-leaks')
    .description('Render every task with its target and with a distractor target; report any difference or instruction text in the page.')
    .option('--tasks <glob>', 'task id glob (default: all)')
    .option('--json', 'print the report as JSON')
    .option('--workers <n>', 'browser contexts working in parallel', (v) => parseIntArg(v, '--workers'), 2)
    .action(async (o) => { await (await import('./commands/scanLeaks')).scanLeaks(o); });

  const site = program.command('site').description('Build or serve the static site (task pages, leaderboard, SQL).');
  site.command('build').description('Build the site into dist/ from content/ and data/warehouse.')
    .action(async () => (await import('./commands/site')).build());
  site.command('serve').description('Serve dist/ on 127.0.0.1.')
    .option('--port <n>', 'port (default: 4321, 0 = any free port)', (v) => parseIntArg(v, '--port'), 4321)
    .action(async (o) => (await import('./commands/site')).serve(o));

  program.command('start')
    .description('Main job: check the browser, build the warehouse from the bundled runs, build and serve the site.')
    .option('--port <n>', 'port (default: 4321)', (v) => parseIntArg(v, '--port'), 4321)
    .action(async (o) => (await import('./commands/start')).start(o));

  try {
    await program.parseAsync(argv);
  } catch (e) {
    if (e instanceof ContentError || (e instanceof Error && USER_ERRORS.has(e.name))) {
      console.error(`cb: ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
}

function parseIntArg(v: string, flag: string): number {
  const n = Number(v);
  if (!Number.isInteger(n)) throw new Error(`${flag} must be an integer, got "${v}"`);
  return n;
}
