#!/usr/bin/env bash
# Builds a labelled voice eval folder with eSpeak NG, flite and Festival voices and sox pink noise:
#   scripts/make-voice-eval.sh DIR [--quick | --held-out | --held-out-b | --held-out-c | --polite]
# DIR/manifest.tsv: file, expected text, intent, slots (JSON), condition (clean, snr20, snr10, snr5).
# DIR/context.json: the recipe moment the commands assume (ingredients, step count, timers).
# Out-of-grammar clips (everyday chatter, and kitchen talk) have intent "unknown" and must be rejected. Deterministic: fixed voices,
# rates and sox's repeatable mode (-R) for the noise. --quick: one voice, clean and 10 dB only.
# --held-out: what nothing was tuned on: another synthesizer (flite's rms, slt and awb voices),
# other phrasings of the commands and other out-of-grammar sentences.
# --held-out-b: another synthesizer again (Festival's diphone and HTS voices), other phrasings and
# sentences again; nothing is tuned on it either.
# --held-out-c: blind again, for when the others have been looked at too often: voices no other mode
# uses (Festival's ked_diphone, eSpeak NG's en-us+m3 and en-us-nyc+f4), other phrasings and sentences
# again, with kitchen talk shaped like commands ("the timer on the oven is broken"). Never tune on it.
# --polite: requests opened or closed politely ("could you repeat that", "next step please") and
# polite talk that is not for Sous ("could you pass me the salt"), in one voice of each synthesizer.
# --real: people, not synthesizers: the recordings of real speech that Debian ships (PocketSphinx's
# test data: an audiobook read aloud, playing cards, numbers, "go forward ten meters"; ALSA's
# speaker-test voice: "front left"...). None is a command, so all of it is out of grammar.
set -euo pipefail
dir=${1:?usage: make-voice-eval.sh DIR [--quick | --held-out | --held-out-b | --held-out-c | --polite | --real]}
mode=${2:-}
command -v espeak-ng >/dev/null || { echo "make-voice-eval: espeak-ng is missing (make deps)"; exit 1; }
command -v sox >/dev/null || { echo "make-voice-eval: sox is missing (make deps)"; exit 1; }
mkdir -p "$dir"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Voices as VOICE:RATE (eSpeak NG: words a minute; flite, as flite-NAME, and Festival, as
# festival-NAME: a duration stretch in %).
# Two synthesizers: thresholds tuned on eSpeak NG alone let 15% of flite's chatter through.
variants=(en-us:150 en-us:190 en-us+f2:150 en-us+f2:190 en-gb-x-rp:150 en-gb-x-rp:190 flite-rms:100 flite-slt:85)
conditions=(clean snr20 snr10 snr5)
if [ "$mode" = "--quick" ]; then variants=(en-us:160); conditions=(clean snr10); fi
# Held out: no voice and rate, command phrasing or out-of-grammar sentence of the tuning set.
if [ "$mode" = "--held-out" ]; then variants=(flite-rms:85 flite-slt:100 flite-awb:100 flite-awb:85); fi
# Held out again: nothing of the tuning set nor of --held-out. Festival's ked_diphone is left out:
# its LPC resynthesis wraps around on loud vowels (full-scale clicks in about one clip in four).
if [ "$mode" = "--held-out-b" ]; then
  variants=(festival-kal_diphone:100 festival-kal_diphone:115 festival-cmu_us_slt_arctic_hts:100 festival-cmu_us_slt_arctic_hts:90)
fi
# Held out a third time: no voice of any other mode. ked_diphone (Debian's festvox-kdlpc16k, the only
# other English Festival voice Debian has) with its wrap-around undone (unwrap below), and two eSpeak
# NG variants: a deeper male and a female with a New York accent (no clipping in any sentence here).
if [ "$mode" = "--held-out-c" ]; then
  variants=(festival-ked_diphone:100 festival-ked_diphone:90 en-us+m3:175 en-us-nyc+f4:165)
fi
if [ "$mode" = "--polite" ]; then
  variants=(en-us:160 flite-slt:100 festival-kal_diphone:100 festival-cmu_us_slt_arctic_hts:100)
fi
if printf '%s\n' "${variants[@]}" | grep -q '^flite-'; then
  command -v flite >/dev/null || { echo "make-voice-eval: flite is missing (make deps)"; exit 1; }
fi
if printf '%s\n' "${variants[@]}" | grep -q '^festival-'; then
  command -v text2wave >/dev/null || { echo "make-voice-eval: festival is missing (make deps)"; exit 1; }
fi

cat > "$dir/context.json" <<'JSON'
{"ingredients": ["unsalted butter", "flour", "sugar", "eggs", "milk", "rice", "vanilla extract", "baking powder"],
 "steps": 8, "timers": ["rice", "pasta"]}
JSON

# text | intent | slots
commands=$(cat <<'LIST'
next step|nextStep|{}
go back|previousStep|{}
repeat that|repeatStep|{}
go to step three|goToStep|{"step":3}
jump to step seven|goToStep|{"step":7}
go to the last step|goToStep|{"step":8}
set a timer for ten minutes|setTimer|{"duration":600}
set a timer for five minutes for the rice|setTimer|{"duration":300,"name":"rice"}
set a timer for ninety seconds|setTimer|{"duration":90}
cancel the timer|cancelTimer|{}
stop the rice timer|cancelTimer|{"name":"rice"}
cancel all timers|cancelAllTimers|{}
how much time is left on the rice timer|checkTimer|{"name":"rice"}
add a minute to the rice timer|addTime|{"duration":60,"name":"rice"}
how much flour do I need|howMuch|{"ingredient":"flour"}
how many eggs|howMuch|{"ingredient":"eggs"}
how much butter|howMuch|{"ingredient":"unsalted butter"}
what can I use instead of milk|substituteIngredient|{"ingredient":"milk"}
double the recipe|scaleServings|{"factor":"2"}
make it for six people|scaleServings|{"servings":6}
what ingredients do I need|whatIngredients|{}
what do I need for this step|readIngredients|{}
what's next|whatIsNext|{}
where am I|currentStep|{}
mark this step as done|markStepDone|{}
how long is left|howLongLeft|{}
what does fold mean|explainTechnique|{"technique":"fold"}
explain how to deglaze|explainTechnique|{"technique":"deglaze"}
show metric|convertUnits|{"system":"metric"}
stop|stopSpeaking|{}
pause|pause|{}
carry on|resume|{}
start over|startOver|{}
help|help|{}
LIST
)
chatter=$(cat <<'LIST'
what's the weather like today
tell me a joke
turn on the radio
call my mother
the traffic on the highway is heavy this morning
and now the news at nine
the president said on tuesday that taxes will go up
stay tuned for more music after the break
i think the game starts at eight
did you see the movie last night
my sister is coming over for dinner
the kids need to go to school
it's going to rain all week
where did i leave my keys
play some jazz
how old is the universe
the stock market fell three percent
can you believe this
i love this song
we should paint the kitchen blue
LIST
)
# Kitchen talk: what is said around a stove, near the commands' words but not a command.
kitchen=$(cat <<'LIST'
pass me the salt please
this smells really good
the oven is still heating up
i burned my finger on the pan
who ate the last cookie
can you set the table for dinner
we are out of paper towels
the dog wants to go outside
mom called while you were out
put the dirty dishes in the sink
i think the milk has gone bad
dinner will be ready soon
did you wash the lettuce
the knife needs sharpening
open the window it is getting smoky
grandma always made this on sundays
let me taste the sauce
careful the pot is hot
we need more chairs at the table
the rice looks a bit dry
turn the music down a little
who wants some lemonade
i will do the washing up later
the bread is still warm
put the kettle on
my hands are covered in flour
is anyone else hungry
the neighbors are having a party
save some for your brother
this recipe came from my aunt
the butter is too hard to spread
we should eat outside tonight
somebody left the fridge open
that was the best soup i have ever had
the eggs are from the farm down the road
could you grab a clean towel
the kids are setting the table
i can never find the measuring cups
let the dough rest for a while
the sugar bowl is empty
LIST
)

if [ "$mode" = "--held-out" ]; then
commands=$(cat <<'LIST'
skip to the next step|nextStep|{}
take me back|previousStep|{}
say that again|repeatStep|{}
go to step five|goToStep|{"step":5}
read step two|goToStep|{"step":2}
set a timer for twenty minutes|setTimer|{"duration":1200}
set a timer for two minutes for the pasta|setTimer|{"duration":120,"name":"pasta"}
start a timer for half an hour|setTimer|{"duration":1800}
cancel the pasta timer|cancelTimer|{"name":"pasta"}
how much time is left on the pasta|checkTimer|{"name":"pasta"}
add five minutes to the pasta timer|addTime|{"duration":300,"name":"pasta"}
how much sugar do I need|howMuch|{"ingredient":"sugar"}
how much milk|howMuch|{"ingredient":"milk"}
how much baking powder do I need|howMuch|{"ingredient":"baking powder"}
what can I use instead of eggs|substituteIngredient|{"ingredient":"eggs"}
halve the recipe|scaleServings|{"factor":"1/2"}
make it for four people|scaleServings|{"servings":4}
read the ingredients for this step|readIngredients|{}
what is the next step|whatIsNext|{}
mark it done|markStepDone|{}
what does whisk mean|explainTechnique|{"technique":"whisk"}
what does simmer mean|explainTechnique|{"technique":"simmer"}
use metric units|convertUnits|{"system":"metric"}
hold on|pause|{}
cancel all the timers|cancelAllTimers|{}
LIST
)
chatter=$(cat <<'LIST'
the weather will be sunny this afternoon
remind me to call the dentist
the train was late again this morning
here is the latest from the football
turn the lights off in the hall
we are going to the beach on saturday
the meeting moved to thursday afternoon
what time does the shop close
LIST
)
kitchen=$(cat <<'LIST'
the water is boiling over
hand me that big spoon
the onions make me cry every time
this needs a little more pepper
who left the lid off the jar
the cake smells amazing
i dropped an egg on the floor
we need to buy more olive oil
the pasta is sticking to the pot
set the oven gloves down over there
these tomatoes are from the garden
can i lick the spoon
LIST
)
fi

if [ "$mode" = "--held-out-b" ]; then
commands=$(cat <<'LIST'
move on to the next step|nextStep|{}
go back a step|previousStep|{}
can you repeat that|repeatStep|{}
skip to step four|goToStep|{"step":4}
set a timer for forty five seconds|setTimer|{"duration":45}
turn off the rice timer|cancelTimer|{"name":"rice"}
stop all the timers|cancelAllTimers|{}
how long is left on the rice|checkTimer|{"name":"rice"}
give the pasta another minute|addTime|{"duration":60,"name":"pasta"}
how much vanilla extract do I need|howMuch|{"ingredient":"vanilla extract"}
what can I use instead of butter|substituteIngredient|{"ingredient":"unsalted butter"}
triple the recipe|scaleServings|{"factor":"3"}
what are the ingredients|whatIngredients|{}
which ingredients go in this step|readIngredients|{}
what comes next|whatIsNext|{}
what step am I on|currentStep|{}
this step is done|markStepDone|{}
how long until it's done|howLongLeft|{}
how do I fold|explainTechnique|{"technique":"fold"}
switch to american units|convertUnits|{"system":"us"}
stop talking|stopSpeaking|{}
wait a second|pause|{}
keep going|resume|{}
start from the beginning|startOver|{}
what can I say|help|{}
LIST
)
chatter=$(cat <<'LIST'
the election results will be announced tonight
can you pick up the phone
i will be home late on friday
the bus drivers are on strike tomorrow
my cousin is getting married in june
we could go to the cinema after lunch
there is a storm coming in from the west
your brother called about the weekend
LIST
)
kitchen=$(cat <<'LIST'
these carrots need peeling
somebody get the door
the smoke alarm is beeping again
you should try a bite of this
the garlic bread is nearly ready
who wants seconds
i spilled milk all over the counter
grab the cheese from the fridge
your dad likes it extra spicy
the pasta needs another minute or two
the timer on the microwave is broken
the eggs look a little runny
LIST
)
fi

if [ "$mode" = "--held-out-c" ]; then
commands=$(cat <<'LIST'
on to the next one|nextStep|{}
take me back one step|previousStep|{}
one more time|repeatStep|{}
take me to step six|goToStep|{"step":6}
go to the second step|goToStep|{"step":2}
set the rice timer for twelve minutes|setTimer|{"duration":720,"name":"rice"}
remind me in three minutes|setTimer|{"duration":180}
clear the pasta timer|cancelTimer|{"name":"pasta"}
delete every timer|cancelAllTimers|{}
when will the pasta timer go off|checkTimer|{"name":"pasta"}
extend the pasta timer by three minutes|addTime|{"duration":180,"name":"pasta"}
how many eggs does this need|howMuch|{"ingredient":"eggs"}
what is a good substitute for baking powder|substituteIngredient|{"ingredient":"baking powder"}
cut the recipe in half|scaleServings|{"factor":"1/2"}
read me all the ingredients|whatIngredients|{}
what do I add now|readIngredients|{}
what happens after this|whatIsNext|{}
which step is this|currentStep|{}
we finished this step|markStepDone|{}
when will it be ready|howLongLeft|{}
tell me about blanching|explainTechnique|{"technique":"blanch"}
give me the amounts in cups|convertUnits|{"system":"us"}
be quiet|stopSpeaking|{}
hang on a minute|pause|{}
keep reading|resume|{}
go back to the start|startOver|{}
how does this work|help|{}
LIST
)
chatter=$(cat <<'LIST'
the library is closed on mondays
i need to renew my passport this year
the printer in the office ran out of ink
they are fixing the road outside our house
my phone battery died on the way home
remember to water the plants tomorrow
the match went to extra time
we should visit your grandparents next month
LIST
)
# Kitchen talk again, some of it in a command's shape or words ("we need to go back to the shop",
# "how much did that cost", "is the kettle boiled yet", "double check the oven is off before bed").
kitchen=$(cat <<'LIST'
we need to go back to the shop
the timer on the oven is broken
how much did that cost
the recipe says to use two eggs
this step always takes me forever
i think we added too much salt
next time we should buy the bigger bag of flour
the rice cooker is making a funny noise
who put the milk back in the cupboard
the butter has melted all over the counter
did anyone see where the whisk went
we used the last of the vanilla extract
the baking powder is past its date
grandpa likes his eggs scrambled
keep an eye on the pasta while i take this call
the pan is not hot enough yet
there is flour all over the floor
can you hand me the wooden spoon
the sugar has gone hard in the jar
the kitchen scale needs a new battery
this knife is too blunt for tomatoes
the sauce needs to simmer for a bit longer
i left the eggs out on the counter all night
the chicken should rest before we carve it
turn the heat down under the potatoes
the cookies came out a bit burnt
we have rice left over from yesterday
is the kettle boiled yet
the milk is almost finished
double check the oven is off before bed
the next batch can go in after this one
i will set the table in a minute
LIST
)
fi

if [ "$mode" = "--polite" ]; then
commands=$(cat <<'LIST'
could you repeat that|repeatStep|{}
can you go back please|previousStep|{}
please go to step six|goToStep|{"step":6}
could you read step three|goToStep|{"step":3}
next step please|nextStep|{}
can you set a timer for eight minutes|setTimer|{"duration":480}
please set a timer for twenty five minutes for the rice|setTimer|{"duration":1500,"name":"rice"}
could you cancel the rice timer|cancelTimer|{"name":"rice"}
would you stop all the timers please|cancelAllTimers|{}
can you add two minutes to the pasta timer|addTime|{"duration":120,"name":"pasta"}
how much sugar do I need please|howMuch|{"ingredient":"sugar"}
what can I use instead of milk please|substituteIngredient|{"ingredient":"milk"}
could you double the recipe|scaleServings|{"factor":"2"}
please make it for eight people|scaleServings|{"servings":8}
can you tell me the ingredients|whatIngredients|{}
could you read the ingredients for this step|readIngredients|{}
please mark this step as done|markStepDone|{}
can you explain how to fold|explainTechnique|{"technique":"fold"}
could you show metric please|convertUnits|{"system":"metric"}
please stop talking|stopSpeaking|{}
can you pause|pause|{}
please carry on|resume|{}
could you start over|startOver|{}
help please|help|{}
what's next please|whatIsNext|{}
LIST
)
chatter=$(cat <<'LIST'
could you pass me the salt
can you believe how cold it is
would you like a cup of tea
can you turn the radio down
please take your shoes off
would you mind opening the window
LIST
)
kitchen=$(cat <<'LIST'
could you set the table for dinner
can you stop kicking your sister
could you go and get your father
please wash your hands before dinner
can you check if the dog has water
please put the plates in the dishwasher
LIST
)
fi

rms() { sox "$1" -n stat 2>&1 | awk '/RMS +amplitude/ {print $3}'; }
# ked_diphone's LPC resynthesis overflows 16 bits on loud vowels and wraps around (a full-scale click).
# No speech moves by more than full scale from one sample to the next, so such a jump is taken as a
# wrap and undone; the whole clip is halved to fit (once unwrapped it peaks at up to about 1.15).
unwrap() { # WAV, rewritten in place
  sox "$1" -t dat - | awk '/^;/ { print; next }
    { v = $2 + 2 * k
      if (n++) { if (v - p > 1) { k--; v -= 2 } else if (v - p < -1) { k++; v += 2 } }
      p = v; printf "%s %.9f\n", $1, v / 2 }' > "$tmp/unwrap.dat"
  sox -R -t dat "$tmp/unwrap.dat" -b 16 "$1"
}

# Written aside and moved into place at the end: an interrupted run leaves no manifest.
manifest="$dir/manifest.tsv.part"
printf 'file\ttext\tintent\tslots\tcondition\n' > "$manifest"
make_clips() { # id text intent slots
  local id=$1 text=$2 intent=$3 slots=$4
  for variant in "${variants[@]}"; do
    local voice=${variant%:*} rate=${variant#*:}
    local base="$id-${voice//+/_}-$rate"
    case $voice in
      flite-*) flite -voice "${voice#flite-}" --setf duration_stretch="$(awk -v r="$rate" 'BEGIN { print r / 100 }')" -t "$text" -o "$tmp/raw.wav" ;;
      festival-*)
        # HTS voices ignore Duration_Stretch: their engine takes a speed (-r), the stretch's inverse.
        local speed="(Parameter.set 'Duration_Stretch $(awk -v r="$rate" 'BEGIN { print r / 100 }'))"
        case $voice in *_hts) speed="(set! hts_engine_params (append hts_engine_params '((\"-r\" $(awk -v r="$rate" 'BEGIN { print 100 / r }')))))" ;; esac
        printf '%s\n' "$text" > "$tmp/text.txt"
        text2wave -eval "(voice_${voice#festival-})" -eval "$speed" -o "$tmp/raw.wav" "$tmp/text.txt"
        case $voice in *-ked_diphone) unwrap "$tmp/raw.wav" ;; esac ;;
      *) espeak-ng -v "$voice" -s "$rate" -w "$tmp/raw.wav" "$text" ;;
    esac
    in_conditions "$base" "$text" "$intent" "$slots"
  done
}
# $tmp/raw.wav with 0.3 s of silence either side, clean and with pink noise at each condition's SNR
# (below the level of the whole padded clip), as DIR/BASE-CONDITION.wav, each listed in the manifest.
in_conditions() { # base text intent slots
  local base=$1 text=$2 intent=$3 slots=$4
  sox -R "$tmp/raw.wav" -r 16000 -c 1 -b 16 "$tmp/clean.wav" pad 0.3 0.3
  local speech; speech=$(rms "$tmp/clean.wav")
  local length; length=$(soxi -D "$tmp/clean.wav")
  for condition in "${conditions[@]}"; do
    local out="$base-$condition.wav"
    if [ "$condition" = clean ]; then
      cp "$tmp/clean.wav" "$dir/$out"
    else
      local snr=${condition#snr}
      sox -R -n -r 16000 -c 1 -b 16 "$tmp/noise.wav" synth "$length" pinknoise vol 0.5
      local noise; noise=$(rms "$tmp/noise.wav")
      local gain; gain=$(awk -v s="$speech" -v n="$noise" -v r="$snr" 'BEGIN { printf "%.6f", s / (n * 10 ^ (r / 20)) }')
      sox -R -m -v 1 "$tmp/clean.wav" -v "$gain" "$tmp/noise.wav" "$dir/$out" 2>/dev/null
    fi
    printf '%s\t%s\t%s\t%s\t%s\n' "$out" "$text" "$intent" "$slots" "$condition" >> "$manifest"
  done
}

# Real speech (--real): file | what is said (in parentheses where no transcription is shipped).
recordings=$(cat <<'LIST'
/usr/share/pocketsphinx/test/data/goforward.raw|go forward ten meters
/usr/share/pocketsphinx/test/data/numbers.raw|(numbers read aloud)
/usr/share/pocketsphinx/test/data/something.raw|(a short sentence)
/usr/share/pocketsphinx/test/data/tidigits/dhd.2934z.raw|(digits: two nine three four zero)
/usr/share/pocketsphinx/test/data/cards/001.wav|ten of clubs
/usr/share/pocketsphinx/test/data/cards/002.wav|four queen of clubs
/usr/share/pocketsphinx/test/data/cards/003.wav|seven of clubs
/usr/share/pocketsphinx/test/data/cards/004.wav|five five
/usr/share/pocketsphinx/test/data/cards/005.wav|eight of spades four of clubs seven of hearts
/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0870.wav|and mister john dashwood had then leisure to consider how much there might be prudently in his power to do for them
/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0880.wav|he was not an ill disposed young man
/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0890.wav|unless to be rather cold hearted and rather selfish is to be ill disposed
/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0920.wav|had he married a more a amiable woman he might have been made still more respectable than he was
/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0930.wav|he might even have been made amiable himself
/usr/share/sounds/alsa/Front_Center.wav|front center
/usr/share/sounds/alsa/Front_Left.wav|front left
/usr/share/sounds/alsa/Front_Right.wav|front right
/usr/share/sounds/alsa/Rear_Center.wav|rear center
/usr/share/sounds/alsa/Rear_Left.wav|rear left
/usr/share/sounds/alsa/Rear_Right.wav|rear right
/usr/share/sounds/alsa/Side_Left.wav|side left
/usr/share/sounds/alsa/Side_Right.wav|side right
/usr/share/sounds/alsa/Noise.wav|(noise, no speech)
LIST
)
if [ "$mode" = "--real" ]; then
  n=0
  while IFS='|' read -r path text; do
    [ -f "$path" ] || { echo "make-voice-eval: $path is missing (make deps installs pocketsphinx-testdata and alsa-utils)"; exit 1; }
    n=$((n + 1))
    case $path in
      *.raw) sox -R -t raw -r 16000 -e signed -b 16 -c 1 "$path" "$tmp/raw.wav" ;;
      *) sox -R "$path" -c 1 "$tmp/raw.wav" ;;
    esac
    name=$(basename "$path"); name=${name%.*}
    in_conditions "$(printf 'r%02d' $n)-${name//_/-}" "$text" unknown '{}'
  done <<< "$recordings"
  mv "$manifest" "$dir/manifest.tsv"
  echo "make-voice-eval: $(($(wc -l < "$dir/manifest.tsv") - 1)) clips in $dir"
  exit 0
fi

n=0
while IFS='|' read -r text intent slots; do
  n=$((n + 1)); make_clips "$(printf 'c%02d' $n)" "$text" "$intent" "$slots"
done <<< "$commands"
make_out_of_grammar() { # prefix sentences
  local n=0 text
  while IFS= read -r text; do
    n=$((n + 1)); make_clips "$(printf '%s%02d' "$1" $n)" "$text" unknown '{}'
  done <<< "$2"
}
make_out_of_grammar o "$chatter"
make_out_of_grammar k "$kitchen"
mv "$manifest" "$dir/manifest.tsv"
echo "make-voice-eval: $(($(wc -l < "$dir/manifest.tsv") - 1)) clips in $dir"
