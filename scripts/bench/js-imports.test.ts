import { describe, expect, it } from 'vitest';
import { findCssImports, findImports } from './js-imports.ts';

describe('findImports', () => {
  it('finds the static and dynamic imports of minified Vite output', () => {
    const code =
      'import{t as e,n as t}from"./chunk.BsX1.js";import"./side-effect.js";export{a as b}from\'./re-export.js\';' +
      'export*from"./all.js";import React,{useState}from "./react.js";' +
      'const l=()=>import("./lazy.js"),m=import(`./lazy-tpl.js`),n=__vitePreload(()=>import("./preloaded.js"),[]);';
    expect(findImports(code)).toEqual({
      eager: ['./chunk.BsX1.js', './side-effect.js', './re-export.js', './all.js', './react.js'],
      lazy: ['./lazy.js', './lazy-tpl.js', './preloaded.js'],
    });
  });

  it('ignores import.meta, member calls, computed specifiers and exports without a source', () => {
    const code = 'const u=import.meta.url;loader.import("./no.js");reimport("./no2.js");import(`./x-${n}.js`);export{a,b};"./not-an-import.js"';
    expect(findImports(code)).toEqual({ eager: [], lazy: [] });
  });

  it('lists a module imported both ways as eager only', () => {
    expect(findImports('import"./a.js";import("./a.js")')).toEqual({ eager: ['./a.js'], lazy: [] });
  });
});

describe('findCssImports', () => {
  it('finds @import in its string and url() forms', () => {
    expect(findCssImports('@import "./base.css";@import url(fonts.css);@import url("/x.css") screen;a{color:red}')).toEqual([
      './base.css',
      'fonts.css',
      '/x.css',
    ]);
  });
});
