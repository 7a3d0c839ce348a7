import { expect, test } from "./fixture.ts";
import { maintenancePort, sitePort } from "../../playwright.config.ts";
import { everyContentType, everyMethod, oddHosts } from "../api/fuzz/edge-cases.ts";
import { rawRequest, rawSocket, securityHeaderNames, type RawResponse } from "../api/raw-http.ts";
import { domainRows } from "../../server/db/seed/reference-data.ts";

// issue 6 §2 on pages (the API has tests/api/fuzz.test.ts): every method, every content type,
// odd Host headers, huge and malformed bodies and URLs against the site and the site in
// maintenance. No answer may be a 5xx other than the maintenance 503; the run says how many
// requests it sent. node:http, no browser: fetch cannot send TRACE or a Host of its own.
const servers = [
  { name: "site", url: `http://127.0.0.1:${sitePort}`, okStatus: (status: number) => status < 500 },
  {
    name: "maintenance",
    url: `http://127.0.0.1:${maintenancePort}`,
    okStatus: (status: number) => status < 500 || status === 503,
  },
];
const paths = ["/", "/o-nama", "/en/", "/en/about-us", "/adminLogin", "/adminLogout", "/nope/x"];
const hugeJson = JSON.stringify(Array.from({ length: 500_000 }, (_, index) => index % 10));
const hugeForm = `username=${"a".repeat(900_000)}&password=x`;

type Case = {
  name: string;
  path: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
};

function cases(): Case[] {
  const list: Case[] = [];
  for (const path of paths) {
    for (const method of everyMethod)
      list.push({
        name: `${method} ${path}`,
        path,
        method,
        headers: {},
        ...(method === "POST" ? { body: "" } : {}),
      });
    for (const host of oddHosts)
      list.push({
        name: `Host ${host.slice(0, 20)} ${path}`,
        path,
        method: "GET",
        headers: { host },
      });
  }
  for (const path of ["/", "/adminLogin", "/o-nama"]) {
    for (const type of everyContentType)
      list.push({
        name: `POST ${type} ${path}`,
        path,
        method: "POST",
        headers: { "content-type": type },
        body: "username=a&password=b",
      });
    list.push({ name: `POST no type ${path}`, path, method: "POST", headers: {}, body: "x" });
    list.push({
      name: `POST huge JSON ${path}`,
      path,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: hugeJson,
    });
    list.push({
      name: `POST huge form ${path}`,
      path,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: hugeForm,
    });
    list.push({
      name: `POST junk multipart ${path}`,
      path,
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=zz" },
      body: "--zz\r\nbroken",
    });
  }
  for (const path of [
    "/%E0%A4%A",
    "/%FF",
    "/o-nama/%C0%AF",
    `/${"a/".repeat(500)}`,
    `/${"x".repeat(5000)}`,
    "/..%2f..%2fetc%2fpasswd",
    "/?q=%",
  ])
    list.push({ name: `GET ${path.slice(0, 30)}`, path, method: "GET", headers: {} });
  list.push({
    name: "431 headers too large",
    path: "/",
    method: "GET",
    headers: { "x-big": "a".repeat(20_000) },
  });
  return list;
}

for (const server of servers) {
  test(`fuzz the pages of the ${server.name} server`, async () => {
    test.setTimeout(180_000);
    const failures: string[] = [];
    let sent = 0;
    const check = (name: string, response: RawResponse) => {
      sent += 1;
      if (!server.okStatus(response.status)) failures.push(`${name}: ${response.status}`);
      if (response.status >= 400)
        for (const header of securityHeaderNames)
          if (!response.headers[header])
            failures.push(`${name}: ${response.status} without ${header}`);
    };
    for (const fuzzCase of cases()) {
      const response = await rawRequest(server.url, fuzzCase.path, {
        method: fuzzCase.method,
        headers: fuzzCase.headers,
        ...(fuzzCase.body === undefined ? {} : { body: fuzzCase.body }),
      });
      check(fuzzCase.name, response);
    }
    for (const bytes of [
      "GET / HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n",
      "BREW / HTTP/1.1\r\nHost: localhost\r\n\r\n",
      "GET / HTTP/1.1\r\n\r\n",
      "GET /\u0000 HTTP/1.1\r\nHost: localhost\r\n\r\n",
    ])
      check(`raw ${JSON.stringify(bytes.slice(0, 20))}`, await rawSocket(server.url, bytes));
    console.log(`fuzz pages (${server.name}): ${sent} requests, ${failures.length} failures`);
    expect(failures).toEqual([]);
  });
}

test("odd methods, hosts and bodies on pages get their own 4xx", async () => {
  const site = servers[0]!.url;
  expect((await rawRequest(site, "/", { method: "TRACE" })).status).toBe(405);
  const plain = await rawRequest(site, "/adminLogin", {
    method: "POST",
    headers: { "content-type": "text/plain" },
    body: "username=a",
  });
  expect(plain.status).toBe(415);
  for (const host of ["my_app", "-bad.com", "a@x", ""])
    expect((await rawRequest(site, "/", { headers: { host } })).status, host).toBe(400);
  expect((await rawRequest(site, "/", { headers: { host: "[::1]" } })).status).toBe(200);
});

test("canonical, og:url and hreflang name the configured domain, whatever Host was sent", async () => {
  const site = servers[0]!.url;
  const page = await rawRequest(site, "/o-nama", { headers: { host: "evil.example" } });
  expect(page.status).toBe(200);
  // An unknown Host gets the default site, and its first configured domain (spec 3): the seed
  // names the port the site runs on.
  const origin = new URL(domainRows(sitePort)[0]!.url).origin;
  expect(page.body).toContain(`<link rel="canonical" href="${origin}/o-nama"/>`);
  expect(page.body).toContain(`<meta property="og:url" content="${origin}/o-nama"/>`);
  expect(page.body).toContain(`hrefLang="en" href="${origin}/en/about-us"`);
  expect(page.body).not.toContain("evil.example");
});
