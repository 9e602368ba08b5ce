"""The large tournament of lesson 04, computed by benchmarks/the_majority_tournament.py
(do not edit by hand).

Bots random, greedy, runner-up, saboteur; every pair 2,000 deals from each side (24,000 games),
master seed 2026. Computed in 353 s on every local core.
"""

N_DEALS = 2000
SEED = 2026
GAMES = 24000
SECONDS = 353

CSV = '''\
policy,opponent,games,wins,coins,coins squared
random,greedy,4000,356,127610,4524894
greedy,random,4000,3644,251903,16703423
random,runner-up,4000,572,134690,4968142
runner-up,random,4000,3428,227608,13624624
random,saboteur,4000,385,128236,4569014
saboteur,random,4000,3615,251487,16643531
greedy,runner-up,4000,2444,192001,9674235
runner-up,greedy,4000,1556,170297,7684087
greedy,saboteur,4000,1599,171938,7885154
saboteur,greedy,4000,2401,192242,9813826
runner-up,saboteur,4000,1303,162021,7001749
saboteur,runner-up,4000,2697,196828,10206392
'''
