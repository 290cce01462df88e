/**
 * `npm run import -- <code> <file>`: imports a real draw history (API.md "Process interface").
 * `.jsonl` (one {"period","drawTime" or "drawDate","balls"} a line) or `.csv` (header
 * period,drawTime,balls). The file is streamed twice — every row validated (family, timetable,
 * due now), then written in batches inside one transaction — so memory stays bounded whatever
 * its length. Bad rows are listed by line and nothing is written unless every row is good;
 * importing the same draws again changes nothing. With the embedded database it refuses while
 * a server holds the same DATA_DIR.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { migrate } from '../db/migrate';
import { Catalogue } from '../modules/lotteries/catalogue';
import { DrawRepository } from '../modules/draws/repository';
import { IngestService } from '../modules/draws/ingest/service';
import { readImportFile } from '../modules/draws/ingest/files';
import { AppError } from '../lib/errors';
import { systemClock } from '../lib/clock';

async function main(argv: string[]): Promise<number> {
  const [code, file] = argv;
  if (!code || !file) {
    console.error('用法：npm run import -- <彩种代码> <文件.jsonl|文件.csv>');
    return 2;
  }
  const config = loadConfig();
  const catalogue = new Catalogue(config.simulate, config.jisuIntervalSeconds);
  if (!catalogue.find(code)) {
    console.error(`未知的彩种：${code}。可用：${catalogue.list.map((l) => l.code).join(', ')}`);
    return 2;
  }
  const filePath = path.resolve(process.env.INIT_CWD || process.cwd(), file);
  if (!fs.existsSync(filePath)) {
    console.error(`文件不存在：${filePath}`);
    return 2;
  }
  const { db, release, watchLock } = await openDatabase(config, 'import');
  watchLock((reason) => {
    // Exit before committing anything into a folder another process has taken.
    console.error(`导入中止：数据目录锁已失效（${reason}），未写入任何数据。`);
    process.exit(3);
  });
  try {
    await migrate(db);
    const ingest = new IngestService(db, catalogue, new DrawRepository(db), systemClock);
    const result = await ingest.importRows(code, () => readImportFile(filePath), 'import');
    console.log(`${code}：共 ${result.received} 期，新增 ${result.inserted} 期，已存在且一致 ${result.unchanged} 期。`);
    if (catalogue.isSimulated(code)) {
      console.log(
        `注意：${code} 也在模拟开奖（SIMULATE），若只想使用真实数据，请以 SIMULATE=none（或不含 ${code} 的列表）启动服务器。`,
      );
    }
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      console.error(`导入失败：${err.message}`);
      const details = err.details as
        | { errors?: Array<{ line: number; code: string; reason: string }>; conflicts?: Array<{ period: string }> }
        | undefined;
      for (const e of details?.errors ?? []) console.error(`  第 ${e.line} 行 [${e.code}]：${e.reason}`);
      for (const c of details?.conflicts ?? []) console.error(`  期号 ${c.period} 与已存结果不一致`);
      return 1;
    }
    throw err;
  } finally {
    await db.close();
    await release();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err?.name === 'DataDirBusyError' ? `导入失败：${err.message}` : err);
    process.exit(1);
  },
);
