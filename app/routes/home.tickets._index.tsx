import type { MetaFunction } from "@remix-run/node";
import { MyTicketsPage } from "~/pages/tickets";
import { myTicketsLoader } from "~/pages/tickets.server";

export const meta: MetaFunction = () => [{ title: "My tickets | Promptory" }];
export const loader = myTicketsLoader;
export default MyTicketsPage;
