// Guards every npm script: the project runs on the Node 24 installed by the `node` npm package
// (stack.md). Under an older Node (e.g. `npm ci --ignore-scripts`) scripts would silently break.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `Vitrina needs Node >= 24 (found ${process.versions.node}). Run \`npm install\` with install scripts enabled so node_modules/.bin/node exists.`,
  );
  process.exit(1);
}
