import { describe, expect, it } from "vitest";
import { viewCollection } from "~/models/collections.server";
import type { User } from "~/models/users.server";
import { loader as shareLoader } from "~/routes/_public.collections.$id";
import { action } from "~/routes/home.collections.$id";
import { cookieFor, makeBuyer, makeCollection, makeTeam } from "../factories";

/** Issue 41 point 12: the collection page's "Rename" renames only; the share page says who made it. */

const args = (request: Request, id: string) => ({ request, params: { id }, context: {} });

async function post(owner: User, id: string, form: Record<string, string>) {
  const request = new Request(`http://localhost/home/collections/${id}`, { method: "POST", body: new URLSearchParams(form), headers: { Cookie: await cookieFor(owner) } });
  return (await action(args(request, id))) as Response;
}

const stored = async (owner: User, id: string) => (await viewCollection(owner, id)).collection;

describe("the collection page's forms", () => {
  it("“Rename” changes the name and leaves the description as it was", async () => {
    const owner = await makeBuyer();
    const collection = await makeCollection(owner, [], { name: "Old name", description: "Kept as written." });
    expect(await post(owner, collection.id, { intent: "rename", name: "New name" })).toHaveRedirect(`/home/collections/${collection.id}`);
    expect(await stored(owner, collection.id)).toMatchObject({ name: "New name", description: "Kept as written." });
  });

  it("“Rename” ignores a description sent with it", async () => {
    const owner = await makeBuyer();
    const collection = await makeCollection(owner, [], { name: "Old name", description: "Kept as written." });
    await post(owner, collection.id, { intent: "rename", name: "New name", description: "Not this" });
    expect(await stored(owner, collection.id)).toMatchObject({ name: "New name", description: "Kept as written." });
  });

  it("“Save description” changes the description only, and an empty one clears it", async () => {
    const owner = await makeBuyer();
    const collection = await makeCollection(owner, [], { name: "Same name", description: "Before" });
    expect(await post(owner, collection.id, { intent: "describe", description: "After" })).toHaveRedirect(`/home/collections/${collection.id}`);
    expect(await stored(owner, collection.id)).toMatchObject({ name: "Same name", description: "After" });
    await post(owner, collection.id, { intent: "describe", description: "" });
    expect(await stored(owner, collection.id)).toMatchObject({ name: "Same name", description: "" });
  });

  it("a description over 500 characters is refused on its field, nothing saved", async () => {
    const owner = await makeBuyer();
    const collection = await makeCollection(owner, [], { description: "Before" });
    const reply = (await post(owner, collection.id, { intent: "describe", description: "x".repeat(501) })) as unknown as { data: { error: Record<string, string[]> }; init: { status: number } };
    expect(reply.init.status).toBe(400);
    expect(reply.data.error.description).toEqual(["Description must be at most 500 characters"]);
    expect((await stored(owner, collection.id)).description).toBe("Before");
  });
});

describe("the public share page", () => {
  const share = async (id: string) => await shareLoader(args(new Request(`http://localhost/collections/${id}`), id));

  it("says who made a buyer's collection", async () => {
    const owner = await makeBuyer("Olive Owner");
    const collection = await makeCollection(owner, [], { isPublic: true });
    expect((await viewCollection(null, collection.id)).owner).toEqual({ name: "Olive Owner" });
    expect(await share(collection.id)).toMatchObject({ madeBy: "Olive Owner" });
  });

  it("credits a team's collection to the team", async () => {
    const owner = await makeBuyer("Olive Owner");
    const team = await makeTeam(owner, [], "Growth");
    const collection = await makeCollection(owner, [], { isPublic: true, teamId: team.id });
    expect(await share(collection.id)).toMatchObject({ madeBy: "the team Growth" });
  });
});
