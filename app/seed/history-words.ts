/** What the demo history's generated buyers are called and what they write (app/seed/history-plan.ts). */

export const FIRST_NAMES = [
  "Amara", "Liam", "Sofia", "Kwame", "Priya", "Lucas", "Chloe", "Mateo", "Aisha", "Noah",
  "Yuki", "Elena", "Tunde", "Grace", "Omar", "Hannah", "Diego", "Mei", "Samuel", "Fatima",
  "Jonas", "Zara", "Ethan", "Ngozi", "Leo", "Isabel", "Ravi", "Maya", "Felix", "Chiara",
  "Daniel", "Lina", "Kofi", "Emma", "Arjun", "Nadia", "Oscar", "Wanjiru", "Hugo", "Sara",
  "Tomas", "Adaeze", "Marcus", "Ines", "Kenji", "Olivia", "Yusuf", "Freya",
] as const;

export const LAST_NAMES = [
  "Okafor", "Jensen", "Rossi", "Mensah", "Sharma", "Silva", "Dubois", "Garcia", "Bello", "Carter",
  "Tanaka", "Novak", "Adeyemi", "Walsh", "Haddad", "Becker", "Moreno", "Chen", "Kamau", "Rahman",
  "Lindqvist", "Malik", "Brooks", "Eze", "Fischer", "Santos", "Iyer", "Cohen", "Wagner", "Romano",
  "Murphy", "Costa", "Asante", "Nguyen", "Patel", "Kowalski", "Hughes", "Otieno", "Laurent", "Berg",
  "Reyes", "Nwosu", "Bennett", "Ferreira", "Sato", "Clarke", "Demir", "Larsen",
] as const;

/** Every one is in app/utils/countries.ts, so the profile form shows it selected. */
export const BUYER_COUNTRIES = [
  "United States", "United Kingdom", "Nigeria", "Kenya", "India", "Canada", "Germany", "Brazil",
  "Australia", "South Africa", "Philippines", "Ghana", "France", "Spain", "Mexico", "Netherlands",
  "Poland", "Japan", "Ireland", "Sweden", "Singapore", "Egypt", "Italy", "New Zealand",
] as const;

/** Short review texts by star rating, general enough to fit any prompt. */
export const REVIEW_TEXTS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    "Exactly what I needed. Worked on the first try.",
    "Saved me a couple of hours this week alone.",
    "Clear variables, sensible defaults, great output. Worth every cent.",
    "I use this almost daily now. The structure it gives is spot on.",
    "Better than the three free versions I tried before it.",
    "The example output sold me, and my results matched it.",
    "Super easy to adapt to my own niche. Highly recommend.",
    "My clients noticed the difference straight away.",
    "Well thought out. The follow-up steps are the best part.",
    "Does one thing and does it really well.",
    "Bought it on a whim, now it is part of my workflow.",
    "Great instructions, no fluff. Five stars.",
    "It asks the right clarifying questions before it starts. Love that.",
    "Consistent results every time I ran it.",
    "Paid for itself the first time I used it.",
    "Thoughtful prompt engineering. You can tell it was tested on real work.",
    "Turned a messy brief into something I could ship the same day.",
    "Clean, flexible and easy to tweak. Exactly as described.",
    "The quality checklist at the end catches things I would miss.",
    "I have bought a few prompts here and this is my favourite so far.",
  ],
  4: [
    "Very good overall. Needed a small tweak for my use case.",
    "Solid prompt, clear structure. Would like one more example.",
    "Does the job well. A bit long for quick tasks.",
    "Good value. The output needed only light editing.",
    "Works nicely once you fill in the variables carefully.",
    "Helpful and well organised. Took me two runs to get it right.",
    "Great starting point, I adjusted the tone section a little.",
    "Reliable results. The instructions could be a bit shorter.",
    "Nice work. I would love a version for a smaller budget or team.",
    "Useful and saves time. Not quite perfect, but close.",
    "Good prompt, works best with the latest models.",
    "Happy with it. The alternatives it suggests are a nice touch.",
  ],
  3: [
    "Decent, but I had to rewrite parts of the output.",
    "OK for the price. Felt a bit generic in places.",
    "Works, though the results vary from run to run.",
    "Useful ideas, but more setup than I expected.",
    "Fine as a template. I expected a little more depth.",
    "Average. Good structure, bland wording.",
  ],
  2: [
    "Not really what I expected from the description.",
    "Too generic for my needs. Had to start over.",
    "The output was long but said very little.",
    "Hard to adapt to my niche without heavy editing.",
  ],
  1: [
    "Did not work for my use case at all.",
    "Mostly generic advice, not worth it for me.",
    "Could not get a usable result after several tries.",
  ],
};
