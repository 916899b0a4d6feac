import { beforeAll, describe, expect, it } from "vitest";
import { SearchBar } from "~/page/frame/SearchBar";
import { renderToHtml } from "../../support/render";

const bar = {
  categories: [
    { key: "courses", displayName: "Courses" },
    { key: "problems", displayName: "Problems" },
  ],
  action: { type: "API_CALL", uri: "/api/v1/search" },
  autoIncrementSearch: true,
};

describe("SearchBar server render (spec 01 section 2.3)", () => {
  let html = "";
  beforeAll(async () => {
    html = await renderToHtml(<SearchBar bar={bar} />);
  });

  it("has the 'Search Categories' dropdown with the first category preselected", async () => {
    expect(html).toContain("Search Categories");
    expect(html).toMatch(/<select[^>]*name="category"/);
    expect(html).toMatch(/<option value="courses" selected="">Courses<\/option>/);
    expect(html).toContain('<option value="problems">Problems</option>');
  });

  it("has the text box with 'Search by {category name}', a clear button and a search icon", async () => {
    expect(html).toContain('placeholder="Search by Courses"');
    expect(html).toMatch(/name="searchKey"/);
    expect(html).toContain('aria-label="Clear search"');
    expect(html).toMatch(/<button type="submit"[^>]*aria-label="Search"/);
  });

  it("is a GET search form on the page's own address (works without JS), and a mobile icon", async () => {
    expect(html).toMatch(/<form[^>]*role="search"[^>]*method="get"[^>]*action="\/"/);
    // Neither the csrf token nor the search uri travels in an address.
    expect(html).not.toContain('name="uri"');
    expect(html).not.toContain('name="csrf"');
    expect(html).toContain('aria-label="Open search"');
  });

  it("clears and closes by links to the address without the search (no JS needed)", async () => {
    expect(html).toMatch(/<a href="\/" role="button"[^>]*aria-label="Clear search"/);
    expect(html).toMatch(/<a href="\/" role="button"[^>]*aria-label="Close search"/);
  });

  it("renders no dropdown content before a search", async () => {
    expect(html).not.toContain("Loading…");
    expect(html).not.toContain("No results found");
    expect(html).toMatch(/<div[^>]*hidden=""/);
  });

  it("without categories the placeholder is plain 'Search' and no dropdown is shown", async () => {
    const plain = await renderToHtml(<SearchBar bar={{ action: { uri: "/api/v1/search" } }} />);
    expect(plain).toContain('placeholder="Search"');
    expect(plain).not.toContain("<select");
  });
});
