/** The `cb` command line. Each subcommand is a thin shell over a pipeline module. */
import { Command, Option } from 'commander';
import { ContentError } from './content/yamlFile';

/** Errors about the user's input: printed as one clear line, no stack trace. */
const USER_ERRORS = new Set(['UserError', 'ContentError', 'RunFormatError']);

/** Exit codes: 1 for bad input (an invalid submission included), 2 for an internal error. */
export const EXIT_USER = 1;
export const EXIT_INTERNAL = 2;

export async function main(argv: string[]): Promise<void> {
  const program = new Command('cb')
    .description('ComponentBench: component-level tasks, harness, warehouse and site for computer-use agents.')
    .showHelpAfterError();

  const suiteOption = () => new Option('--suite <name>', 'task suite: full, core, fresh-<seed> / fresh-core-<seed> for a held-out split, or an imported official-full / official-core').default('full');
  const tasks = program.command('tasks').description('List, generate, check and measure task specs.');
  tasks.command('list')
    .description('List the task specs of a suite.')
    .option('--json', 'print JSON (one array of task summaries)')
    .addOption(suiteOption())
    .action(async (o) => (await import('./commands/tasks')).list(o));
  tasks.command('generate')
    .description('Generate task specs from the task families: `--suite full` (fixed seed) into content/tasks, `--suite core` into content/core, `--suite fresh --seed N` / `--suite fresh-core --seed N` into data/suites/fresh-N / fresh-core-N.')
    .addOption(new Option('--suite <suite>', 'which suite to write').choices(['full', 'core', 'fresh', 'fresh-core']).default('full'))
    .option('--seed <n>', 'generator seed (fresh suites only; full and core always use the fixed seed)', (v) => parseIntArg(v, '--seed'))
    .option('--types <list>', 'comma-separated canonical types (default: all implemented)')
    .action(async (o) => (await import('./commands/tasks')).generate(o));
  tasks.command('check')
    .description('Validate every spec and check that every negative state is rejected by its predicate.')
    .addOption(suiteOption())
    .action(async () => (await import('./commands/tasks')).check());
  tasks.command('coverage')
    .description('Print the suite\'s coverage table (libraries, templates, difficulty, scene factors; for core, its units) and fail when a quota is missed.')
    .addOption(suiteOption())
    .option('--markdown <file>', 'also write the table as Markdown to this file')
    .action(async (o) => (await import('./commands/tasks')).coverageCommand(o));

  program.command('import-official')
    .description('Import an official ComponentBench release (tasks_v1/, tasks_v2/, human_traces/) as the suites official-full and official-core.')
    .requiredOption('--from <dir>', 'folder of the official release')
    .action(async (o) => (await import('./commands/importOfficial')).importOfficialCommand(o));

  program.command('official-composition')
    .description('Count the imported official suites over libraries, templates, difficulty and scene factors, beside the paper\'s Table 6.')
    .option('--markdown <file>', 'also write the table into this Markdown file (between its composition markers)')
    .action(async (o) => (await import('./commands/importOfficial')).compositionCommand(o));

  program.command('agent-protocol')
    .description('Print the JSON Schema of the HTTP agent protocol (what --agent http POSTs each turn and the reply it takes).')
    .option('--markdown <file>', 'also write it into this Markdown file (between its agent-protocol-schema markers)')
    .action(async (o) => (await import('./commands/agentProtocol')).agentProtocolCommand(o));

  program.command('run')
    .description('Run an agent on tasks in Chromium and record every step into a run directory.')
    .option('--agent <name>', 'agent: oracle, random, rule, openai or http (a resumed or topped-up run keeps its own)')
    .option('--agent-config <file>', 'YAML config of a model agent (base_url, model, api_key_env, convention…) or of an http agent (url, timeout_s, max_retries…)')
    .option('--agent-url <url>', 'the http agent\'s URL: a server that answers docs/agent-protocol.md (any language; examples/python_agent.py)')
    .addOption(new Option('--mode <mode>', 'observation/action space').choices(['axtree', 'som', 'pixel', 'browser_use']).default('axtree'))
    .addOption(new Option('--convention <c>', 'coordinate convention of coordinate actions').choices(['raw', 'norm1000', 'qwen_smart_resize', 'xga']).default('raw'))
    .option('--tasks <glob>', 'task id glob, e.g. "slider_single-*" (default: all)')
    .addOption(suiteOption())
    .option('--out <dir>', 'run directory (default: data/runs/<time>_<agent>_<mode>)')
    .option('--resume <dir>', 'continue an interrupted run: finished episodes are kept, the rest run again')
    .option('--top-up <dir>', 'bring a run up to date with the current tasks: run the added and changed tasks with the run\'s own agent, mode and config, drop the removed ones (`cb tasks diff <dir>` shows which)')
    .option('--retry-errors', 'with --resume or --top-up: also re-run episodes that ended in harness_error')
    .option('--redo <glob>', 'with --top-up: also re-record these tasks though unchanged (e.g. those `cb submission verify` finds not replayable since the site changed)')
    .option('--shard <i/n>', 'run only every n-th task starting at i (for many machines; merge with `cb runs merge`)')
    .option('--max-steps <n>', 'step (turn) budget per task', (v) => parseIntArg(v, '--max-steps'), 20)
    .option('--task-timeout <s>', 'wall clock per task, seconds', (v) => parseIntArg(v, '--task-timeout'), 600)
    .option('--step-timeout <s>', 'wall clock per step, seconds', (v) => parseIntArg(v, '--step-timeout'), 300)
    .option('--seed <n>', 'agent seed', (v) => parseIntArg(v, '--seed'), 0)
    .option('--workers <n>', 'browser contexts working in parallel', (v) => parseIntArg(v, '--workers'), 2)
    .option('--screenshots', 'save every step\'s screenshot (and marked screenshot in som) into the run directory')
    .option('--env-url <url>', 'drive a running task site that speaks the signal contract instead of the local build')
    .option('--task-url <pattern>', 'task page path on that site; {id} is the task id (default: /task/{id}?mode=benchmark, plus &bench=v2 for official-core)')
    .option('--load-timeout <s>', 'seconds a task page may take to be ready; a page that is not ends its episode as a harness error', (v) => parseIntArg(v, '--load-timeout'), 30)
    .option('--warm-up-timeout <s>', 'with --env-url: seconds the warm-up waits for the site\'s first page (a cold dev server compiles it)', (v) => parseIntArg(v, '--warm-up-timeout'), 300)
    .option('--ready-selector <css>', 'with --env-url: a page is mounted once an element matches this (default: any interactive element outside alerts)')
    .option('--ready-text-absent <text>', 'with --env-url: a page is mounted once this text is gone (default: a short text starting "Loading")')
    .option('--quiet', 'print only the final summary')
    .option('--replace', 'replace an existing run in --out')
    .action(async (o) => { await (await import('./commands/run')).run(o); });

  tasks.command('diff')
    .description('List the tasks added, changed and removed since a run (or an audit file) was recorded, against the current tasks of its suite.')
    .argument('<run-dir-or-audit>', 'run directory, or an audit file such as data/audit/realized.json')
    .option('--json', 'print JSON')
    .action(async (target: string, o) => (await import('./commands/tasks')).diff(target, o));

  const runs = program.command('runs').description('Work with run directories.');
  runs.command('upgrade')
    .description('Upgrade run directories (format 2 or 3 → 4) and audit files (1 → 2): per-task versions (only records whose tasks are unchanged can gain them) and episode pointers to observations (none for older runs).')
    .argument('<paths...>', 'run directories and audit files')
    .action(async (targets: string[]) => (await import('./commands/runs')).upgrade(targets));
  runs.command('merge')
    .description('Merge the run directories of shards of one run into one run directory.')
    .argument('<dirs...>', 'shard run directories')
    .requiredOption('--out <dir>', 'merged run directory')
    .action(async (dirs: string[], o: { out: string }) => { await (await import('./commands/runs')).merge(dirs, o); });

  runs.command('shots')
    .description('Screenshots for the trace viewer of runs recorded without them: replays the failed episodes (all with --all) that have none and captures every page their agent saw, half size WebP, into data/trace-shots/<run id>/; removes those of episodes the runs no longer hold.')
    .argument('<dirs...>', 'run directories')
    .option('--all', 'every episode, not only failed ones')
    .option('--out <dir>', 'where the screenshots go (default: data/trace-shots)')
    .option('--workers <n>', 'browser contexts replaying in parallel (default 2)', (v) => Number.parseInt(v, 10))
    .option('--tasks <glob>', 'only tasks whose id matches')
    .action(async (dirs: string[], o: { all?: boolean; out?: string; workers?: number; tasks?: string }) => { await (await import('./commands/runs')).shots(dirs, o); });

  // `cb warehouse build` and `cb pipeline` are one command under two names.
  const pipelineOptions = (cmd: Command) => cmd
    .option('--runs <dir>', 'directory of run directories (default: data/bundled-runs and data/runs)')
    .option('--out <dir>', 'warehouse directory (default: data/warehouse)')
    .option('--cache <dir>', 'fragment cache (default: data/pipeline-cache)')
    .option('--enrich <model.yaml>', 'revise Layer 2 observations of failed tasks with a model (OpenAI-compatible config, as for --agent-config); off by default')
    .action(async (o) => { await (await import('./commands/warehouse')).build(o); });
  pipelineOptions(program.command('warehouse')
    .description('Build the Parquet warehouse.')
    .command('build')
    .description('Turn content/ and the runs into the Parquet tables of data/warehouse (the same as `cb pipeline`).'));
  pipelineOptions(program.command('pipeline')
    .description('Everything after the runs, incrementally: new runs are read, re-scored against the current tasks and labelled; then metrics (bootstrap CIs, breakdowns, correlations, step curves), failure taxonomy, Layer 1 packets, Layer 2 observations, Layer 3 component reports, realized difficulty (from data/audit) and reported results are written to the warehouse.'));

  const submission = program.command('submission').description('Runs submitted by pull request: pack, scaffold, validate (re-scoring every episode) and ingest (see docs/submitting.md).');
  const metadataOptions = (cmd: Command) => cmd
    .option('--org <name>', 'organisation that ran the agent')
    .option('--model <name>', 'model as its vendor names it (pack: default the manifest\'s agent.model, else the agent name)')
    .option('--open-weights', 'the model\'s weights are public')
    .option('--open-harness', 'the agent harness is public (then --repo and --commit are required)')
    .option('--repo <url>', 'agent/harness repository URL')
    .option('--commit <sha>', 'agent/harness commit (pack: default the run\'s git commit when --repo is given)')
    .option('--attempts <a>', 'pass@1, or best-of-<k> when the best of k attempts was kept', 'pass@1')
    .option('--contact <address>', 'e-mail address or URL for questions about the run')
    .option('--notes <text>', 'anything a reader should know')
    .option('--date <YYYY-MM-DD>', 'date of the run (pack: default the run\'s start date; new: today)')
    .option('--task-set-version <v>', 'ComponentBench release the tasks came from (default: this checkout\'s version)');
  metadataOptions(submission.command('pack')
    .description('Turn a harness run directory into submissions/<date>_<org>_<model>_<mode>/ (metadata from the manifest and flags), then validate it.')
    .argument('<run-dir>', 'run directory written by `cb run`')
    .option('--out <dir>', 'parent directory of submissions (default: submissions/)')
    .option('--no-screenshots', 'leave the run\'s screenshots out')
    .option('--replace', 'replace an existing submission of the same name')
    .option('--json <file>', 'also write the validation report as JSON'))
    .action(async (runDir: string, o) => { (await import('./commands/submission')).pack(runDir, { ...o, noScreenshots: o.screenshots === false }); });
  metadataOptions(submission.command('new')
    .description('Write metadata.yaml of a new submission from flags; in a terminal, asks for required fields the flags leave out.')
    .option('--out <dir>', 'parent directory of submissions (default: submissions/)')
    .addOption(new Option('--mode <mode>', 'observation/action space').choices(['axtree', 'som', 'pixel', 'browser_use']).default('axtree'))
    .addOption(new Option('--convention <c>', 'coordinate convention (pixel mode)').choices(['raw', 'norm1000', 'qwen_smart_resize', 'xga']).default('raw'))
    .option('--max-steps <n>', 'turn budget per task', (v) => parseIntArg(v, '--max-steps'), 20)
    .option('--submission-suite <name>', 'suite the run used: full or fresh-<seed>', 'full')
    .option('--harness-version <v>', 'harness version of the run (default: this checkout\'s)')
    .option('--task-set-hash <hex>', 'the run manifest\'s task_set.hash (default: the hash of every current task of the suite)')
    .option('--force', 'overwrite an existing metadata.yaml'))
    .action(async (o) => (await import('./commands/submission')).scaffold({ ...o, suite: o.submissionSuite }));
  submission.command('validate')
    .description('Check a submission (safe paths, sizes, schemas, consistency, task set, budget, duplicates) and re-score every episode; prints a summary. Exit 0 valid, 1 invalid, 2 internal error.')
    .argument('<dir>', 'submission directory')
    .option('--json <file>', 'also write the report as JSON')
    .action(async (dir: string, o) => { (await import('./commands/submission')).validate(dir, o); });
  submission.command('verify')
    .description('Replay every episode\'s recorded actions in the real environment (same task page, mode, coordinate convention and viewport) and compare the committed state after every action and the outcome with the record. Exit 0 when nothing diverged, 1 when an episode diverged, 3 when the run cannot be replayed at all (a run on an official suite: says why).')
    .argument('<dir>', 'submission or run directory')
    .option('--tasks <glob>', 'replay only the episodes of these tasks')
    .option('--workers <n>', 'browser contexts replaying in parallel', (v) => parseIntArg(v, '--workers'), 2)
    .option('--json <file>', 'also write the replay report as JSON')
    .action(async (dir: string, o) => { await (await import('./commands/submission')).verify(dir, o); });
  submission.command('ingest')
    .description('Copy a valid submission into data/submissions/ (idempotent, atomic) and rebuild the warehouse incrementally.')
    .argument('<dir>', 'submission directory')
    .option('--verified-by <run-dir>', 'a maintainer\'s `cb run` of the submitted configuration: marks the run verified')
    .option('--replay', 'replay every episode first (as `cb submission verify`): marks the run replay-verified or partially replayed, and refuses it when an episode diverges')
    .option('--workers <n>', 'browser contexts replaying in parallel', (v) => parseIntArg(v, '--workers'), 2)
    .option('--no-rebuild', 'only copy; rebuild the warehouse later with `cb pipeline`')
    .action(async (dir: string, o) => { await (await import('./commands/submission')).ingest(dir, o); });

  const human = program.command('human').description('Human reference traces for our suites (docs/human-baseline.md).');
  human.command('clean')
    .description('Clean recorded human attempts (reset repair, pauses, chord normalisation, typing and wheel merge, best of two, hover-only flag) into the suite\'s reference traces, data/human/<suite>.jsonl, which the pipeline uses for ≤H and time ratios.')
    .argument('<exports...>', 'the recorder\'s exports (JSON lines, one attempt each), or human run archives')
    .addOption(suiteOption())
    .option('--out <file>', 'where to write the references (default data/human/<suite>.jsonl; references of other tasks in it are kept)')
    .option('--idle-gap <ms>', 'longest pause inside one burst of typing or wheel turns', (v) => parseIntArg(v, '--idle-gap'))
    .action(async (files: string[], o) => (await import('./commands/human')).clean(files, o));
  human.command('archive')
    .description('Write recorded human attempts as a run directory (agent human, mode human): one episode per task, its steps the cleaned steps as pointer and keyboard actions, and the export beside them. Pack and submit it like any run; pipeline, leaderboard and reports score it as they score agents.')
    .argument('<exports...>', 'the recorder\'s exports (JSON lines, one attempt each), or other human run archives')
    .addOption(suiteOption())
    .requiredOption('--out <dir>', 'the run directory to write (must not exist)')
    .option('--run-id <id>', 'the run\'s id (default: the directory\'s name)')
    .addOption(new Option('--pass <n>', 'which attempt is the episode: 1, the cold one, or 2, the warm one').choices(['1', '2']).default('1'))
    .option('--idle-gap <ms>', 'longest pause inside one burst of typing or wheel turns', (v) => parseIntArg(v, '--idle-gap'))
    .action(async (files: string[], o) => (await import('./commands/human')).archive(files, o));

  program.command('scan-leaks')
    .description('Render every task with its target and with a distractor target; report any difference or instruction text in the page.')
    .option('--tasks <glob>', 'task id glob (default: all)')
    .addOption(suiteOption())
    .option('--covering', 'scan only a subset covering every template, guidance level and instance count of each type and library')
    .option('--json', 'print the report as JSON')
    .option('--workers <n>', 'browser contexts working in parallel', (v) => parseIntArg(v, '--workers'), 2)
    .option('--no-cache', 'render every page, even those the record holds unchanged since their last scan (data/leaks/report.json)')
    .action(async (o) => { await (await import('./commands/scanLeaks')).scanLeaks(o); });

  program.command('audit')
    .description('Realized-difficulty audit: replay every reference solution in Chromium, measure 24 features, rate the 7 axes with frozen cutpoints and report mismatches with the intended ratings (data/audit/realized.json).')
    .option('--tasks <glob>', 'task id glob (default: all)')
    .addOption(suiteOption())
    .option('--workers <n>', 'browser contexts working in parallel', (v) => parseIntArg(v, '--workers'), 3)
    .option('--out <file>', 'output file (default: data/audit/realized.json)')
    .option('--cutpoints <version>', 'rate with this cutpoints version, e.g. v1 (default: the newest in content/audit)')
    .option('--derive-cutpoints', 'calibrate bounds and cutpoints on the whole suite and write them as the next version')
    .option('--from <file>', 'reuse the measurements of an earlier audit file instead of replaying')
    .option('--top-up', 'bring the audit in --out up to date: replay only the tasks added or changed since it was measured, drop removed ones')
    .option('--redo <glob>', 'with --top-up: also replay these unchanged tasks (after a change to the replay itself)')
    .option('--hold-ms <ms>', 'pause after each action before feedback persistence is read', (v) => parseIntArg(v, '--hold-ms'), 400)
    .option('--mismatch-threshold <n>', 'smallest |realized − intended| reported as a mismatch', (v) => parseIntArg(v, '--mismatch-threshold'), 2)
    .option('--quiet', 'print only the summary')
    .action(async (o) => { await (await import('./commands/audit')).audit(o); });

  const site = program.command('site').description('Build or serve the static site (task pages, leaderboard, SQL).');
  site.command('build').description('Build the site into dist/ from content/ and data/warehouse (other suites into data/suites/<name>/site).')
    .addOption(suiteOption())
    .action(async (o) => (await import('./commands/site')).build(o));
  site.command('serve').description('Serve dist/ on 127.0.0.1.')
    .option('--port <n>', 'port (default: 4321, 0 = any free port)', (v) => parseIntArg(v, '--port'), 4321)
    .action(async (o) => (await import('./commands/site')).serve(o));

  program.command('serve-tasks')
    .description('Serve the task pages alone (/task/<id>?mode=benchmark, their specs and assets; no report pages, traces or warehouse) for driving them from another harness; builds the site first when stale.')
    .option('--port <n>', 'port (default: 4322, 0 = any free port)', (v) => parseIntArg(v, '--port'), 4322)
    .option('--host <address>', 'address to listen on', '127.0.0.1')
    .action(async (o) => (await import('./commands/site')).serveTasks(o));

  program.command('start')
    .description('Main job: check the browser, build the warehouse from the bundled runs, build and serve the site.')
    .option('--port <n>', 'port (default: 4321)', (v) => parseIntArg(v, '--port'), 4321)
    .action(async (o) => (await import('./commands/start')).start(o));

  program.hook('preAction', async (_cmd, action) => {
    let suite = action.opts().suite;
    if (typeof suite !== 'string' || action.name() === 'generate') return;
    // A resumed or topped-up run is on its own suite unless one is named: its manifest says which.
    const existing = action.opts().topUp ?? action.opts().resume;
    if (typeof existing === 'string' && action.getOptionValueSource('suite') === 'default') {
      const { readManifest } = await import('./runs/runDir');
      try {
        suite = readManifest(existing).task_set.name;
      } catch {
        // An unreadable run is reported by the command itself, with the file and field.
      }
    }
    const { isOfficialSuite } = await import('./official/importedSuite');
    // An official release is rendered by its own task site: only running agents and listing tasks apply.
    if (isOfficialSuite(suite) && action.name() !== 'run' && action.name() !== 'list') {
      const { UserError } = await import('./errors');
      throw new UserError(`--suite ${suite} works with \`cb run --env-url\` and \`cb tasks list\` only: its pages are the official task site's`);
    }
    (await import('./content/suites')).useSuite(suite);
  });
  try {
    await program.parseAsync(argv);
  } catch (e) {
    if (e instanceof ContentError || (e instanceof Error && USER_ERRORS.has(e.name))) {
      console.error(`cb: ${e.message}`);
      process.exit(EXIT_USER);
    }
    // A bug or a broken environment, not bad input: the stack is for whoever fixes it, and the
    // distinct code lets CI tell "this submission is invalid" from "the validator failed".
    console.error(`cb: internal error: ${e instanceof Error ? e.stack ?? e.message : String(e)}`);
    process.exit(EXIT_INTERNAL);
  }
}

function parseIntArg(v: string, flag: string): number {
  const n = Number(v);
  if (!Number.isInteger(n)) throw new Error(`${flag} must be an integer, got "${v}"`);
  return n;
}
