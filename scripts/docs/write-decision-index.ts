import { writeFileSync } from "node:fs";
import { INDEX_FILE, readDecisions, renderIndex } from "./decision-index";

writeFileSync(INDEX_FILE, renderIndex(readDecisions()));
console.log(`wrote ${INDEX_FILE}`);
