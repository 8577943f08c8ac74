import { list, sub, type Topic } from './topic.ts';

/** Pets, Food & Drink, Home Decor, Travel and Fitness. */
export const PETS: Topic = {
	name: 'Pets',
	slug: 'pets',
	palettes: list('peach-fuzz|mint-sorbet|coffee-house|candy-shop|autumn-harvest'),
	adjectives: list('cozy|playful|sleepy|happy|cute|fluffy|tiny|clever|gentle|curious'),
	endings: list(
		'for first-time owners|that will melt your heart|for small apartments|on a budget|you can make at home|for rainy days|every pet parent needs',
	),
	sentences: list(
		'Our pets approved this {subject} within a day.|Simple, cheap and loved by the whole family.|Tested with two very picky pets.|Save this for your next weekend project.|A vet-approved take on {subject}.|Less mess, more cuddles.',
	),
	boards: list(
		'Pet ideas|Dog life|Cat corner|Furry friends|Pet care tips|Critters|Good boys and girls|Animal love',
	),
	sections: list('Toys|Treats|Grooming|Training|Beds|Funny'),
	domains: list(
		'pawprint.example.com|happytails.example.org|whiskers.example.net|petnest.example.com',
	),
	subs: [
		sub(
			'Dogs',
			'dogs',
			'dog bed|puppy training plan|dog walking gear|golden retriever portrait|dog birthday party',
		),
		sub('Cats', 'cats', 'cat tree|window perch|cat nap spot|kitten play area|cat tower'),
		sub(
			'Pet care',
			'pet-care',
			'grooming kit|homemade dog treats|pet first-aid kit|feeding station|pet bath routine',
		),
		sub(
			'Aquariums',
			'aquariums',
			'planted aquarium|betta fish tank|nano aquascape|aquarium corner',
		),
		sub('Small pets', 'small-pets', 'bunny hutch|hamster maze|guinea pig hideout|bird perch'),
	],
};

export const FOOD_DRINK: Topic = {
	name: 'Food & Drink',
	slug: 'food-drink',
	palettes: list(
		'citrus-pop|coffee-house|berry-jam|matcha-latte|autumn-harvest|tropical-lagoon|retro-diner',
	),
	adjectives: list(
		'easy|creamy|crispy|healthy|one-pot|weeknight|cheesy|zesty|homemade|five-ingredient|vegan|rustic',
	),
	endings: list(
		'in 30 minutes|for busy weeknights|for a crowd|with pantry staples|you will make again and again|for brunch|for meal prep|the whole family loves',
	),
	sentences: list(
		'Ready in under half an hour and full of flavour.|The trick is to toast the spices first.|Makes enough for leftovers tomorrow.|A little lemon at the end brightens everything.|My go-to {subject} when friends come over.|Freezes beautifully.|Swap in whatever vegetables you have.',
	),
	boards: list(
		'Recipes to try|Weeknight dinners|Sweet tooth|Brunch club|Drinks|Healthy eats|Baking day|Comfort food',
	),
	sections: list('Breakfast|Lunch|Dinner|Desserts|Drinks|Snacks'),
	domains: list(
		'tastykitchen.example.com|smallbatch.example.org|forkandleaf.example.net|thesaucepan.example.com|crumbs.example.org',
	),
	subs: [
		sub(
			'Desserts',
			'desserts',
			'lemon tart|chocolate mousse|berry galette|tiramisu|no-bake cheesecake',
		),
		sub(
			'Healthy recipes',
			'healthy-recipes',
			'grain bowl|green smoothie|chickpea salad|overnight oats|veggie wrap',
		),
		sub(
			'Dinner ideas',
			'dinner-ideas',
			'pasta bake|sheet-pan chicken|coconut curry|taco night|stuffed peppers',
		),
		sub(
			'Baking',
			'baking',
			'sourdough loaf|cinnamon rolls|banana bread|focaccia|chocolate chip cookies',
		),
		sub('Cocktails', 'cocktails', 'spritz|margarita|mocktail|gin fizz|sangria pitcher'),
		sub('Coffee', 'coffee', 'iced latte|cold brew|coffee bar cart|pour-over setup|dalgona coffee'),
	],
};

export const HOME_DECOR: Topic = {
	name: 'Home Decor',
	slug: 'home-decor',
	palettes: list(
		'nordic-calm|sage-garden|terracotta-sun|forest-cabin|coffee-house|industrial-loft',
	),
	adjectives: list('cozy|minimal|warm|bright|boho|modern|rustic|Scandinavian|airy|moody|earthy'),
	endings: list(
		'with warm light|for small spaces|on a budget|for renters|with lots of plants|in neutral tones|that feels like a hug|with vintage finds',
	),
	sentences: list(
		'Layer textures to make a room feel lived-in.|Renter-friendly and easy to undo.|The lamp makes all the difference at night.|Thrifted pieces mixed with a few new ones.|Keep the palette calm and let one colour pop.|A weekend refresh without painting.',
	),
	boards: list(
		'Dream home|Living room ideas|Bedroom inspo|Kitchen goals|Small space living|Cozy corners|Apartment ideas|Home sweet home',
	),
	sections: list('Living room|Bedroom|Kitchen|Bathroom|Entryway|Outdoor'),
	domains: list(
		'nestandnook.example.com|homestyle.example.org|thelittleloft.example.net|roomstory.example.com',
	),
	subs: [
		sub(
			'Living room',
			'living-room',
			'reading nook|gallery wall|sectional sofa|coffee table styling|built-in bookshelves',
		),
		sub('Bedroom', 'bedroom', 'headboard|bedside table|canopy bed|linen bedding|bedroom corner'),
		sub(
			'Kitchen',
			'kitchen',
			'open shelving|kitchen island|pantry organization|tile backsplash|breakfast nook',
		),
		sub(
			'Small spaces',
			'small-spaces',
			'studio apartment layout|hidden storage|balcony garden|murphy bed|entryway bench',
		),
		sub(
			'House plants',
			'house-plants',
			'plant shelf|hanging planters|monstera corner|herb windowsill|plant stand',
		),
		sub(
			'Lighting',
			'lighting',
			'paper lantern|rattan pendant|string lights|floor lamp|candle display',
		),
	],
};

export const TRAVEL: Topic = {
	name: 'Travel',
	slug: 'travel',
	palettes: list('ocean-mist|tropical-lagoon|alpine-lake|sunset-surf|golden-hour|desert-dusk'),
	adjectives: list('dreamy|hidden|budget|scenic|sunny|quiet|wild|charming|unforgettable|slow'),
	endings: list(
		'for your bucket list|off the beaten path|on a budget|for first-timers|in three days|for the perfect long weekend|you have to see once',
	),
	sentences: list(
		'Go early in the morning to beat the crowds.|Pack light: you will want room for souvenirs.|Our favourite stop on the whole trip.|Trains were the easiest way to get around.|Bring a good pair of walking shoes.|Worth every minute of the detour.',
	),
	boards: list(
		'Travel bucket list|Places to go|Wanderlust|Road trip|Summer trip|Weekend getaways|Adventure awaits|Beach days',
	),
	sections: list('Europe|Asia|Americas|Islands|Packing|Food stops'),
	domains: list(
		'wanderly.example.com|passportstamps.example.org|slowroads.example.net|thetrailmap.example.com',
	),
	subs: [
		sub(
			'Beaches',
			'beaches',
			'hidden cove|island beach|seaside village|beach sunset|turquoise lagoon',
		),
		sub(
			'Mountains',
			'mountains',
			'alpine hike|mountain cabin|glacier lake|summit view|valley trail',
		),
		sub(
			'City breaks',
			'city-breaks',
			'old town walk|rooftop view|market street|canal city|museum weekend',
		),
		sub(
			'Road trips',
			'road-trips',
			'coastal drive|desert highway|camper van route|national park loop',
		),
		sub(
			'Packing tips',
			'packing-tips',
			'carry-on packing list|capsule travel wardrobe|toiletry kit|travel organizer',
		),
	],
};

export const FITNESS: Topic = {
	name: 'Fitness',
	slug: 'fitness',
	palettes: list('power-gym|mint-sorbet|alpine-lake|citrus-pop|arctic-night'),
	adjectives: list(
		'quick|beginner|full-body|low-impact|intense|morning|gentle|no-equipment|20-minute|effective',
	),
	endings: list(
		'you can do at home|for beginners|to build strength|for busy mornings|without equipment|to feel better every day|for runners',
	),
	sentences: list(
		'Three rounds, rest a minute between each.|Start slow and focus on form.|Perfect before your morning coffee.|Stretch afterwards: future you will be grateful.|I do this {subject} three times a week.|Scale it up or down to your level.',
	),
	boards: list(
		'Workout plans|Fitness goals|Yoga flow|Running|Healthy habits|Home gym|Move more|Strong not skinny',
	),
	sections: list('Warm-ups|Upper body|Lower body|Core|Stretching|Plans'),
	domains: list(
		'dailymove.example.com|strongfit.example.org|flowstate.example.net|runclub.example.com',
	),
	subs: [
		sub(
			'Yoga',
			'yoga',
			'sun salutation flow|yoga corner|bedtime yoga routine|hip-opening sequence',
		),
		sub('Running', 'running', 'couch to 5k plan|running playlist|trail run|interval session'),
		sub(
			'Strength training',
			'strength-training',
			'dumbbell workout|kettlebell circuit|leg day routine|upper body workout',
		),
		sub(
			'Home workouts',
			'home-workouts',
			'living room workout|home gym setup|resistance band routine|apartment cardio',
		),
		sub(
			'Stretching',
			'stretching',
			'morning stretch|desk stretches|mobility routine|foam roller sequence',
		),
	],
};
