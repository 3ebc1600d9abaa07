import { describe, expect, it } from 'vitest';
import { formPathOfBlock, isBlockFormPath } from './edit-block.ts';

describe('a block’s place, between the preview and the CMS’s form', () => {
  it('names a block as the form does, from the renderer’s path or a problem’s', () => {
    expect(formPathOfBlock('hero[0]')).toBe('regions.hero.0');
    expect(formPathOfBlock('main[1].content[0]')).toBe('regions.main.1.regions.content.0');
    expect(formPathOfBlock('main[1]<section>.content[12]<faq>')).toBe('regions.main.1.regions.content.12');
    expect(formPathOfBlock('(strona)')).toBe('');
  });

  it('takes from a message only a path naming a block', () => {
    expect(isBlockFormPath('regions.main.1.regions.content.0')).toBe(true);
    for (const path of ['regions.main', 'regions.main.1.props.heading', 'title', 'regions.main.1;alert(1)', 42, undefined])
      expect(isBlockFormPath(path), String(path)).toBe(false);
  });
});
