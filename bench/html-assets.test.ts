import { describe, expect, it } from "vitest";
import { extractImports, extractPageAssets } from "./html-assets";

const PAGE = "http://127.0.0.1:4100/home/prompts?page=2";

describe("extractPageAssets", () => {
  it("finds module preloads, script sources, stylesheets and the inline module script's imports", () => {
    const html = `<!DOCTYPE html><html><head>
      <link rel="stylesheet" href="/assets/tailwind-B4.css"/>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml"/>
      <link rel="modulepreload" href="/assets/entry.client-C.js"/>
      <link href='/assets/root-C.js' rel='modulepreload'>
      <link rel="preload" as="style" href="extra.css">
      <script>document.documentElement.classList.add("js")</script>
      <script src="/assets/legacy.js" defer></script>
      </head><body>
      <script nonce="abc" type="module" async="">;
        import * as route0 from "/assets/root-C.js";
        import "/assets/manifest-D.js";
        window.__remixManifest = {"entry":{"module":"/assets/not-loaded-yet.js"}};
        import("/assets/entry.client-C.js");
      </script></body></html>`;
    const assets = extractPageAssets(html, PAGE);
    expect(assets.styles).toEqual(["http://127.0.0.1:4100/assets/tailwind-B4.css", "http://127.0.0.1:4100/home/extra.css"]);
    expect(assets.scripts.sort()).toEqual(
      [
        "http://127.0.0.1:4100/assets/entry.client-C.js",
        "http://127.0.0.1:4100/assets/legacy.js",
        "http://127.0.0.1:4100/assets/manifest-D.js",
        "http://127.0.0.1:4100/assets/root-C.js",
      ].sort(),
    );
  });

  it("does not take a link for part of a following script, nor an inline classic script's text for imports", () => {
    const html = `<link rel="stylesheet" href="/a.css"><script>var s = 'import("/b.js")';</script><script type="module">import "/c.js"</script>`;
    expect(extractPageAssets(html, PAGE)).toEqual({ scripts: ["http://127.0.0.1:4100/c.js"], styles: ["http://127.0.0.1:4100/a.css"] });
  });

  it("decodes entities in attribute values", () => {
    const html = `<link rel="stylesheet" href="/style.css?v=1&amp;t=2">`;
    expect(extractPageAssets(html, PAGE).styles).toEqual(["http://127.0.0.1:4100/style.css?v=1&t=2"]);
  });
});

describe("extractImports", () => {
  const MODULE = "http://127.0.0.1:4100/assets/home-X.js";

  it("resolves minified static imports and re-exports against the module's URL", () => {
    const js = `import{j as e}from"./jsx-runtime-A.js";import*as r from"/assets/index-B.js";import"./side-C.js";export{a as b}from"./re-D.js";`;
    expect(extractImports(js, MODULE)).toEqual([
      "http://127.0.0.1:4100/assets/jsx-runtime-A.js",
      "http://127.0.0.1:4100/assets/index-B.js",
      "http://127.0.0.1:4100/assets/side-C.js",
      "http://127.0.0.1:4100/assets/re-D.js",
    ]);
  });

  it("leaves dynamic imports out unless asked, and never follows bare specifiers", () => {
    const js = `import React from "react";const lazy=()=>import("./lazy-E.js");`;
    expect(extractImports(js, MODULE)).toEqual([]);
    expect(extractImports(js, MODULE, { dynamic: true })).toEqual(["http://127.0.0.1:4100/assets/lazy-E.js"]);
  });

  it("lists a module imported twice once", () => {
    expect(extractImports(`import"./a.js";import{b}from"./a.js";`, MODULE)).toEqual(["http://127.0.0.1:4100/assets/a.js"]);
  });
});
