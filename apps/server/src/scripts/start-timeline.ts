/**
 * Where start-up goes (ADR 084): the time of each step main.ts takes, on the database in
 * DATA_DIR, and the memory after. `DATA_DIR=… npx tsx src/scripts/start-timeline.ts`
 */
const t0 = performance.now();
let cpuMark = process.cpuUsage();
const lap = (what: string, since: number) => {
  const cpu = process.cpuUsage(cpuMark);
  cpuMark = process.cpuUsage();
  console.info(
    `${what.padEnd(28)} ${(performance.now() - since).toFixed(0).padStart(6)} ms, CPU ${((cpu.user + cpu.system) / 1000).toFixed(0).padStart(5)} ms`,
  );
};
const { buildApp } = await import('../app.ts');
const { commandDirectory, loadConfig } = await import('../config.ts');
const { openDatabase } = await import('../db/client.ts');
const { seedOnStart } = await import('../db/seed/seed-demo-data.ts');
lap('import the app', t0);
const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' }, commandDirectory());
let t = performance.now();
const database = await openDatabase(config);
lap('open the database', t);
t = performance.now();
const { wasEmpty } = await database.migrate();
lap('migrate', t);
t = performance.now();
await seedOnStart(database.db, wasEmpty);
lap('seed check', t);
t = performance.now();
const app = await buildApp(config, { database });
lap('build the app', t);
t = performance.now();
await app.listen({ host: '127.0.0.1', port: 0 });
lap('listen', t);
lap('total since the first import', t0);
console.info(
  `process uptime ${(process.uptime() * 1000).toFixed(0)} ms, rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`,
);
await app.close();
await database.close();
