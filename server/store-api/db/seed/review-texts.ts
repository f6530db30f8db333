/** Review authors and wording by star rating, shared by all demo stores ({name} is the product). */

export const REVIEW_AUTHORS = [
  'Emma W.',
  'Liam K.',
  'Olivia R.',
  'Noah B.',
  'Ava M.',
  'Elijah T.',
  'Sophia L.',
  'James P.',
  'Isabella C.',
  'Lucas D.',
  'Mia H.',
  'Mason G.',
  'Charlotte F.',
  'Ethan S.',
  'Amelia N.',
  'Aiden V.',
  'Harper J.',
  'Kenji O.',
  'Evelyn Q.',
  'Mateo A.',
  'Abigail Z.',
  'Yuna K.',
  'Emily E.',
  'Oscar N.',
  'Freya L.',
  'Arjun P.',
  'Chloe D.',
  'Henrik S.',
  'Zoe T.',
  'Samuel I.',
  'Ingrid B.',
  'Diego M.',
  'Aisha R.',
  'Felix W.',
  'Nora A.',
  'Hugo C.',
];

/** Share of each star rating (index 0 is one star); skewed positive like most real shops. */
export const RATING_WEIGHTS = [0.05, 0.07, 0.13, 0.35, 0.4] as const;

export const REVIEW_TITLES: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  1: ['Disappointed', 'Not as described', 'Would not buy again', 'Sent it back'],
  2: ['Not quite right', 'Expected more', 'Just okay for the price', 'Some issues'],
  3: ['Decent', 'Does the job', 'Good, not great', 'Mixed feelings'],
  4: ['Really nice', 'Very happy', 'Great value', 'Would recommend', 'Solid choice'],
  5: ['Absolutely love it', 'Perfect', 'Exceeded expectations', 'Best purchase this year', 'Five stars'],
};

export const REVIEW_BODIES: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  1: [
    'The {name} did not match the photos at all. Returned it the same week.',
    'Quality felt cheap and it arrived damaged. Support was polite but slow.',
  ],
  2: [
    'The {name} looks fine but the finish is not what I hoped for at this price.',
    'Took a long time to arrive and the sizing was off for me.',
  ],
  3: [
    'Nice enough {name}, though a couple of details could be better.',
    'It works as expected. Nothing special, nothing wrong.',
    'Good quality overall, but delivery took longer than promised.',
  ],
  4: [
    'Really pleased with the {name}. Well made and exactly as pictured.',
    'Great quality for the price. Took one star off for the packaging.',
    'I use it every day and it still looks new. Would buy again.',
  ],
  5: [
    'The {name} is even better in person. Beautifully made and fast delivery.',
    'Could not be happier. I have already ordered a second one as a gift.',
    'Outstanding quality and lovely customer service. Highly recommended.',
    'Exactly what I was looking for. Every detail feels considered.',
  ],
};
