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

  it('reads Rolldown’s template-literal import() and not the file list of Vite’s preload map', () => {
    const code =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/Modal.js","_astro/kit.js"])))=>i.map(i=>d[i]);' +
      'import{t as r}from"./preload-helper.js";var i=()=>r(()=>import(`./Modal.js`),__vite__mapDeps([0,1]));';
    expect(findImports(code)).toEqual({ eager: ['./preload-helper.js'], lazy: ['./Modal.js'] });
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
