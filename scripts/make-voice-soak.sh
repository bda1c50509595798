#!/usr/bin/env bash
# Builds the listening soak folder with flite, Festival and eSpeak NG voices and sox pink noise:
#   scripts/make-voice-soak.sh DIR
# The soak checks what Sous does while people talk near it (no command for Sous at all), streamed
# as from a microphone (scripts/voice-soak.sh runs it), and that the wake phrase still lets real
# commands through. Made the way scripts/make-voice-eval.sh makes its clips: synthesized, resampled
# to 16 kHz mono 16-bit, pink noise mixed in at a given SNR with sox's repeatable mode (-R).
# Deterministic: fixed sentences, voices, rates and gaps (which vary by index, not at random).
#
# DIR/talk-*.wav: long recordings of talk not for Sous, 160 sentences (everyday conversation,
#   radio and news, kitchen talk, some of it sharing words with the commands: "the rice smells
#   lovely", "wait is the oven on"), each in one of six voices, 0.4 to 1.5 s apart:
#   talk-chat, talk-radio, talk-kitchen-a and talk-kitchen-b (clean, about 10.3 minutes in all),
#   then every second sentence again in another voice with pink noise at 10 dB SNR:
#   talk-snr10-a (chat and radio) and talk-snr10-b (kitchen), about 5.2 minutes.
# DIR/talk.tsv: file, condition, sentences, seconds.
# DIR/talk-sentences.tsv: file, start and end (s), voice, text of each sentence, so that what is
#   acted on can be traced to the sentence that was said.
# DIR/wake-*.wav: 2 s of silence (or of the noise) then "hello kitchen", about half a second, and a
#   command, in one voice; 12 commands x 4 voices (eSpeak NG and flite) x clean, snr20, snr10, snr5.
# DIR/wake.tsv: file, expected text, intent, slots (JSON), condition (as make-voice-eval's manifest).
# DIR/context.json: the recipe moment the commands assume, as make-voice-eval.sh writes it.
set -euo pipefail
dir=${1:?usage: make-voice-soak.sh DIR}
for tool in espeak-ng flite text2wave sox; do
  command -v "$tool" >/dev/null || { echo "make-voice-soak: $tool is missing (make deps)"; exit 1; }
done
mkdir -p "$dir"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Talk voices as VOICE:RATE (eSpeak NG: words a minute; flite-NAME and festival-NAME: a duration
# stretch in %), a little slower than the synthesizers' own pace, as people talk at home.
# Festival's ked_diphone is left out (its loud vowels wrap around, see make-voice-eval.sh).
talk_voices=(flite-slt:110 flite-awb:110 festival-kal_diphone:110 flite-rms:105 festival-cmu_us_slt_arctic_hts:110 en-gb-x-rp:155)
# Wake clip voices: the wake phrase and the command in the same voice.
wake_voices=(en-us:160 en-us+f2:175 flite-slt:100 flite-rms:100)
wake_conditions=(clean snr20 snr10 snr5)

cat > "$dir/context.json" <<'JSON'
{"ingredients": ["unsalted butter", "flour", "sugar", "eggs", "milk", "rice", "vanilla extract", "baking powder"],
 "steps": 8, "timers": ["rice", "pasta"]}
JSON

# Commands after the wake phrase: text | intent | slots. Their slots hold both in context.json's
# moment and in the starter cookbook's Buttermilk Pancakes (8 steps, "sugar", "unsalted butter")
# with timers rice and pasta running, which is what scripts/voice-soak.sh listens with.
commands=$(cat <<'LIST'
next step|nextStep|{}
go back|previousStep|{}
repeat that|repeatStep|{}
go to step three|goToStep|{"step":3}
set a timer for ten minutes|setTimer|{"duration":600}
set a timer for five minutes for the rice|setTimer|{"duration":300,"name":"rice"}
cancel the timer|cancelTimer|{}
how much time is left on the rice timer|checkTimer|{"name":"rice"}
how much sugar do I need|howMuch|{"ingredient":"sugar"}
how much butter|howMuch|{"ingredient":"unsalted butter"}
double the recipe|scaleServings|{"factor":"2"}
what does fold mean|explainTechnique|{"technique":"fold"}
LIST
)

# Everyday conversation at home.
chat=$(cat <<'LIST'
i think we should leave a bit earlier tomorrow
did you remember to pick up the dry cleaning
the car is making that rattling sound again
my boss wants the report finished by friday
have you seen my blue jumper anywhere
we still have to book the flights for august
the cat has been sleeping on the sofa all day
i met your old teacher at the post office
the garden really needs some rain
are you going to the gym after work
she said the baby is sleeping much better now
i can't believe how expensive petrol has become
let's watch something funny this evening
the plumber is coming round on wednesday morning
your shoes are still by the front door
we could walk to the park if it stays dry
the neighbours' new puppy barked all night
i have a dentist appointment at half past two
he never answers his phone when i call
the kids want to go camping this summer
remind me what time the party starts on saturday
i finally finished that book you lent me
the heating has been off since last night
we should invite the new family from number twelve
my knee has been hurting since the football
the internet keeps dropping out in the back room
tell your brother to tidy his room before dinner
i found an old photo of us at the seaside
the bins go out on tuesday night this week
do you want to come shopping with me later
that jacket looks great on you
we ran out of shampoo again
the school trip costs twenty pounds per child
honestly i am too tired to go out tonight
the washing machine finished ages ago
i think the clocks go back this weekend
my mum wants to visit for a few days in march
we should really fix that dripping tap
the bus was so crowded i had to stand
let me know when you are ready to go
LIST
)
# Radio and news, as from a radio left on in the kitchen.
radio=$(cat <<'LIST'
good morning and welcome to the breakfast show
it's seven o'clock and here are the headlines
the government has announced new funding for local hospitals
police are asking drivers to avoid the city centre
heavy snow is expected across the north tonight
the prime minister will meet european leaders on monday
scientists say the new vaccine is safe and effective
the central bank has kept interest rates unchanged
firefighters spent the night tackling a blaze at a warehouse
and in sport the home team won three goals to one
tickets for the summer festival sold out in minutes
the airport says flights are running normally again
coming up after the news we have your favourite songs
temperatures will reach twenty degrees by the afternoon
a new study suggests that coffee may be good for your heart
the museum opens its doors to the public next month
traffic is moving slowly on the ring road after an accident
that was the latest single from a band from glasgow
you are listening to the afternoon show with me
the council has voted to close the old swimming pool
shares in the technology company rose sharply today
thousands of people marched through the capital on sunday
the tennis final has been delayed because of rain
a missing hiker has been found safe and well
the minister refused to comment on the report
farmers are worried about the dry weather this spring
now over to our reporter at the courthouse
the film won four awards at last night's ceremony
unemployment has fallen for the third month in a row
there will be more on that story in our next bulletin
a strong wind warning is in place for the coast
the railway line will be closed for repairs over the weekend
our next guest has just written a book about the moon
the festival raised over a million for charity
the talks ended without an agreement late last night
and now a look at the weather for the week ahead
the team's captain will miss the rest of the season
call us now and tell us what you think
house prices rose by two percent in the last year
that's all from us this hour goodbye
LIST
)
# Kitchen talk, some of it with the commands' words (next, step, timer, minutes, back, double,
# stop, help, rice, flour, butter, sugar, eggs) but none of it said to Sous.
kitchen=$(cat <<'LIST'
the rice smells lovely
i need more flour for the bread next week
wait is the oven on
these potatoes need another ten minutes or so
could you chop the onions while i do the garlic
the sugar goes in the cupboard above the kettle
i never know how much salt to put in
don't forget to take the chicken out of the freezer
the kitchen timer fell behind the fridge
next week we are doing a roast for your dad
the butter needs to soften before we start
that step is always the messiest part
i think the eggs are a bit old
stop eating the chocolate chips
the pancakes are sticking to the pan again
we should buy a bigger frying pan
go and wash your hands first
my grandmother never measured anything
the dishwasher is full of clean plates
this tastes better than last time
the water takes ages to boil on this hob
let me find the big mixing bowl
the recipe book is covered in sauce
i forgot to buy lemons at the market
the kids want pizza again on friday
have a look at how brown the crust is
the smoke alarm always goes off when we fry things
who used up all the milk
that knife is really sharp so be careful
we have far too much pasta in the cupboard
the soup could do with a bit more pepper
i will clean the oven at the weekend
put the lid back on the jam
the bread went mouldy after two days
it's my turn to cook tomorrow night
the fridge is making that humming noise again
leave the dough somewhere warm
i love the smell of fresh coffee in the morning
the tea towels need a wash
the chips were a bit soggy last time
we are having curry on sunday with your cousins
the rice pudding was a bit too sweet
i read that you should rest a steak before cutting it
there is a hair in my salad
mum says the secret is a pinch of nutmeg
is the timer still going or did it ring
the apples on the tree are nearly ripe
a minute ago it was fine and now it's burnt
you always put too much garlic in
the blender is too loud in the morning
i think the gravy needs a little longer
we should make double next time so there are leftovers
the cake tin is on the top shelf
the pastry keeps breaking when i roll it
why is there flour on the ceiling
let's have breakfast for dinner tonight
i can't reach the spices on the high shelf
your dad burnt the toast again this morning
the microwave beeps far too loudly
the green beans came from the allotment
do we have any more tin foil
that smells like something is burning
the vegetables are still a bit crunchy
i'll do the dishes if you dry
the olive oil is nearly finished
we need to clear the worktop before we start
the lemon cake went down well at the party
my fingers smell of onions now
there are crumbs all over the floor again
i like my eggs with a runny yolk
the oven takes twenty minutes to heat up
this pan is too small for all of these
that recipe from the magazine was a disaster
we must go back for the bread we forgot
the butter dish is in the fridge door
the toaster only works on one side
next time let's try it with brown rice
my brother always eats the crispy bits
is there enough for everyone to have seconds
help me carry these bags in from the car
LIST
)

rms() { sox "$1" -n stat 2>&1 | awk '/RMS +amplitude/ {print $3}'; }
# One sentence in one voice, as 16 kHz mono 16-bit (the synthesizers' own edges kept); sox's guard
# (-G) keeps resampling from clipping. (kal_diphone itself saturates a few samples of two loud sentences.)
synth() { # VOICE:RATE text out
  local voice=${1%:*} rate=${1#*:} text=$2 out=$3
  case $voice in
    flite-*) flite -voice "${voice#flite-}" --setf duration_stretch="$(awk -v r="$rate" 'BEGIN { print r / 100 }')" -t "$text" -o "$tmp/raw.wav" ;;
    festival-*)
      # HTS voices ignore Duration_Stretch: their engine takes a speed (-r), the stretch's inverse.
      local speed
      speed="(Parameter.set 'Duration_Stretch $(awk -v r="$rate" 'BEGIN { print r / 100 }'))"
      case $voice in *_hts) speed="(set! hts_engine_params (append hts_engine_params '((\"-r\" $(awk -v r="$rate" 'BEGIN { print 100 / r }')))))" ;; esac
      printf '%s\n' "$text" > "$tmp/text.txt"
      text2wave -eval "(voice_${voice#festival-})" -eval "$speed" -o "$tmp/raw.wav" "$tmp/text.txt" ;;
    *) espeak-ng -v "$voice" -s "$rate" -w "$tmp/raw.wav" "$text" ;;
  esac
  sox -R -G "$tmp/raw.wav" -r 16000 -c 1 -b 16 "$out"
}
silence() { sox -R -n -r 16000 -c 1 -b 16 "$2" trim 0 "$1"; } # seconds out
# Mixes pink noise into WAV (rewritten in place) at SNR dB below the level of SPEECH (a WAV of the
# speech alone, without the gaps, so that pauses don't lower the measured level).
add_noise() { # wav speech snr
  local length; length=$(soxi -D "$1")
  sox -R -n -r 16000 -c 1 -b 16 "$tmp/noise.wav" synth "$length" pinknoise vol 0.5
  local gain; gain=$(awk -v s="$(rms "$2")" -v n="$(rms "$tmp/noise.wav")" -v r="$3" 'BEGIN { printf "%.6f", s / (n * 10 ^ (r / 20)) }')
  sox -R -m -v 1 "$1" -v "$gain" "$tmp/noise.wav" "$tmp/mixed.wav" 2>/dev/null
  mv "$tmp/mixed.wav" "$1"
}

# Written aside and moved into place at the end: an interrupted run leaves no manifests.
talk="$dir/talk.tsv.part" sentences="$dir/talk-sentences.tsv.part"
printf 'file\tcondition\tsentences\tseconds\n' > "$talk"
printf 'file\tstart\tend\tvoice\ttext\n' > "$sentences"
# One talk recording: 1 s of silence, then the sentences, each followed by a gap of 0.4 to 1.5 s
# (0.4 + (47 k mod 111) / 100 s after the file's k-th sentence); with a condition snrN, pink noise
# throughout at N dB below the speech. LINES: "V|sentence", said by talk_voices[V].
make_talk() { # name condition lines
  local name=$1 condition=$2 list=$3 out="$dir/$1.wav"
  local k=0 at=1 parts=("$tmp/lead.wav") speech=() v text
  silence 1 "$tmp/lead.wav"
  while IFS='|' read -r v text; do
    local variant=${talk_voices[$v]}
    local gap; gap=$(awk -v k="$k" 'BEGIN { printf "%.2f", 0.4 + (47 * k % 111) / 100 }')
    synth "$variant" "$text" "$tmp/s$k.wav"
    silence "$gap" "$tmp/g$k.wav"
    local length; length=$(soxi -D "$tmp/s$k.wav")
    printf '%s\t%.2f\t%.2f\t%s\t%s\n' "$name.wav" "$at" "$(awk -v a="$at" -v l="$length" 'BEGIN { print a + l }')" \
      "$variant" "$text" >> "$sentences"
    at=$(awk -v a="$at" -v l="$length" -v g="$gap" 'BEGIN { printf "%.6f", a + l + g }')
    parts+=("$tmp/s$k.wav" "$tmp/g$k.wav"); speech+=("$tmp/s$k.wav")
    k=$((k + 1))
  done <<< "$list"
  sox "${parts[@]}" "$out"
  if [ "$condition" != clean ]; then
    sox "${speech[@]}" "$tmp/speech.wav"
    add_noise "$out" "$tmp/speech.wav" "${condition#snr}"
  fi
  printf '%s\t%s\t%d\t%.1f\n' "$name.wav" "$condition" "$k" "$(soxi -D "$out")" >> "$talk"
  rm -f "$tmp"/s*.wav "$tmp"/g*.wav
}
# Sentence i (0 to 159, in the order chat, radio, kitchen) is said by voice i % 6 in the clean
# files; every second one (odd i) again in the noisy files by voice (i + 1 + (i / 2) % 5) % 6:
# never the voice of its clean take, and all six voices in turn.
all=$(printf '%s\n' "$chat" "$radio" "$kitchen")
voiced() { # first last [again]: sentences first..last as "V|sentence" (again: the odd ones, retold)
  awk -v a="$1" -v b="$2" -v again="${3:-}" -v n="${#talk_voices[@]}" '
    { i = NR - 1 } i >= a && i <= b && again == "" { print i % n "|" $0 }
    i >= a && i <= b && again != "" && i % 2 == 1 { print (i + 1 + int(i / 2) % 5) % n "|" $0 }' <<< "$all"
}
make_talk talk-chat clean "$(voiced 0 39)"
make_talk talk-radio clean "$(voiced 40 79)"
make_talk talk-kitchen-a clean "$(voiced 80 119)"
make_talk talk-kitchen-b clean "$(voiced 120 159)"
make_talk talk-snr10-a snr10 "$(voiced 0 79 again)"
make_talk talk-snr10-b snr10 "$(voiced 80 159 again)"

# Wake clips: 2 s of silence, "hello kitchen", 0.5 s, the command, 1.5 s to let the end of speech
# be heard; the noise, for snrN, all through the clip at N dB below the speech's level.
wake="$dir/wake.tsv.part"
printf 'file\ttext\tintent\tslots\tcondition\n' > "$wake"
silence 2 "$tmp/before.wav"; silence 0.5 "$tmp/between.wav"; silence 1.5 "$tmp/after.wav"
for variant in "${wake_voices[@]}"; do
  voice=${variant%:*} rate=${variant#*:}
  synth "$variant" "hello kitchen" "$tmp/hello.wav"
  n=0
  while IFS='|' read -r text intent slots; do
    n=$((n + 1))
    base=$(printf 'wake-c%02d-%s-%s' "$n" "${voice//+/_}" "$rate")
    synth "$variant" "$text" "$tmp/command.wav"
    sox "$tmp/before.wav" "$tmp/hello.wav" "$tmp/between.wav" "$tmp/command.wav" "$tmp/after.wav" "$tmp/clean.wav"
    sox "$tmp/hello.wav" "$tmp/command.wav" "$tmp/speech.wav"
    for condition in "${wake_conditions[@]}"; do
      out="$base-$condition.wav"
      cp "$tmp/clean.wav" "$dir/$out"
      [ "$condition" = clean ] || add_noise "$dir/$out" "$tmp/speech.wav" "${condition#snr}"
      printf '%s\thello kitchen %s\t%s\t%s\t%s\n' "$out" "$text" "$intent" "$slots" "$condition" >> "$wake"
    done
  done <<< "$commands"
done

mv "$talk" "$dir/talk.tsv"; mv "$sentences" "$dir/talk-sentences.tsv"; mv "$wake" "$dir/wake.tsv"
echo "make-voice-soak: talk $(awk -F'\t' 'NR > 1 && $2 == "clean" { c += $4; cs += $3 } NR > 1 && $2 != "clean" { n += $4; ns += $3 }
  END { printf "%.1f min clean (%d sentences), %.1f min at 10 dB (%d)", c / 60, cs, n / 60, ns }' "$dir/talk.tsv")," \
  "$(($(wc -l < "$dir/wake.tsv") - 1)) wake clips in $dir"
