/**
 * The built client's index.html (dist/client), as far as the server touches it: the site-wide title and
 * description it replaces per page, the entry script, the stylesheet Vite puts last in the head, and the root a
 * pre-rendered page goes into.
 */
export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Sillage: a community, a school and a formula studio for people who make and love perfume." />
    <title>Sillage</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
