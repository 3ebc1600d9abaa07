import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * An island's props are its block's schema output plus what its data.ts
 * loads (IslandProps in src/registry/define-block.ts), and data.ts's
 * parameter is the schema output too. So renaming a schema field without
 * updating the island fails the type check. Shown here with the TypeScript
 * compiler on the project's own settings: the sale stages island as it is
 * type-checks, and with its block's `stage` field renamed (in memory, the
 * file on disk is untouched) the island and its data.ts no longer do.
 */

const root = path.resolve(import.meta.dirname, '..');
const folder = path.join(root, 'blocks/sale-stages');
const blockFile = path.join(folder, 'block.ts');
const checked = [path.join(folder, 'SaleStages.tsx'), path.join(folder, 'data.ts')];

const config = ts.getParsedCommandLineOfConfigFile(
  path.join(root, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  },
)!;
// Astro's generated ambient types (astro:content, import.meta.env, style imports) when a sync has made them, else Astro's own.
const astroTypes = path.join(root, '.astro/types.d.ts');
const options: ts.CompilerOptions = { ...config.options, noEmit: true, types: ['node', 'astro/client'] };
const rootNames = [...checked, ...(existsSync(astroTypes) ? [astroTypes] : [])];

type Found = { file: string; line: number; code: number; message: string };

/** Type errors in the island's files, with block.ts's text replaced by `edit` of it. */
function typeErrors(edit: (text: string) => string, oldProgram?: ts.Program): { errors: Found[]; program: ts.Program } {
  const host = ts.createCompilerHost(options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) =>
    path.resolve(fileName) === blockFile
      ? ts.createSourceFile(fileName, edit(readFileSync(blockFile, 'utf8')), languageVersion, true)
      : getSourceFile(fileName, languageVersion, onError, shouldCreate);
  const program = ts.createProgram({ rootNames, options, host, ...(oldProgram ? { oldProgram } : {}) });
  const errors = checked.flatMap((file) =>
    ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => ({
      file: path.relative(root, d.file?.fileName ?? file),
      line: d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0,
      code: d.code,
      message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
    })),
  );
  return { errors, program };
}

describe('island props typed from the block', () => {
  it('fail the type check when a schema field is renamed and the island still uses the old name', () => {
    const unchanged = typeErrors((text) => text);
    expect(unchanged.errors).toEqual([]);

    const renamed = typeErrors((text) => {
      const edited = text.replace(/\n(\s+)stage: z(?=\s*\.)/, '\n$1stageCode: z');
      expect(edited, 'the schema of blocks/sale-stages/block.ts has a `stage` field').not.toBe(text);
      return edited;
    }, unchanged.program);
    const about = (file: string) => renamed.errors.filter((e) => e.file === `blocks/sale-stages/${file}`);
    // TS2339: Property 'stage' does not exist on type …
    expect(about('SaleStages.tsx')).toEqual([expect.objectContaining({ code: 2339, message: expect.stringMatching(/'stage' does not exist/) })]);
    expect(about('data.ts').length).toBeGreaterThan(0);
    expect(about('data.ts').every((e) => e.code === 2339 && /'stage' does not exist on type '\{ stageCode: string; \}'/.test(e.message))).toBe(true);
  }, 120_000);
});
