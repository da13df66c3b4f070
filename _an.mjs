import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { gzipSync } from 'node:zlib';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
const smc = new SourceMapConsumer(map);
const lines = code.split('\n');
const bySource = new Map();
// attribute each char range between mappings to its source
let mappings = [];
smc.eachMapping(m => mappings.push(m));
mappings.sort((a,b)=> a.generatedLine-b.generatedLine || a.generatedColumn-b.generatedColumn);
const chunks = new Map();
for (let i=0;i<mappings.length;i++){
  const m = mappings[i], n = mappings[i+1];
  const line = lines[m.generatedLine-1];
  const end = n && n.generatedLine===m.generatedLine ? n.generatedColumn : line.length;
  const text = line.slice(m.generatedColumn, end);
  const src = m.source || '(none)';
  chunks.set(src, (chunks.get(src)||'') + text);
}
const total = gzipSync(code,{level:9}).length;
const rows = [...chunks].map(([s,t])=>[s, t.length]);
// group by folder
const group = (s) => { s = s.replace(/^.*node_modules\//,"nm:").replace(/^(\.\.\/)+(work\/main\/)?/,""); const p = s.split('/'); return s.startsWith('nm:') ? p.slice(0, p[0].startsWith('nm:@')?2:1).join('/') : p.slice(0, Math.min(p.length-1, 6)).join('/'); };
const g = new Map();
for (const [s,len] of rows) { const k = group(s); g.set(k, (g.get(k)||0)+len); }
const gz = new Map();
for (const [s,t] of chunks) { const k = group(s); gz.set(k, (gz.get(k)||'')+t); }
console.log('total gzip', total, 'raw', code.length);
for (const [k,len] of [...g].sort((a,b)=>b[1]-a[1]).slice(0,60)) console.log(String(len).padStart(8), String(gzipSync(gz.get(k),{level:9}).length).padStart(7), k);
