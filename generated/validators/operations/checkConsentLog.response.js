// DO NOT EDIT: generated from schemas/openapi.yaml (checkConsentLog response) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","required":["data"],"additionalProperties":false,"properties":{"data":{"$ref":"https://schemas.vitrina.local/entities/consent-log-check.schema.json"}},"$id":"https://schemas.vitrina.local/operations/checkConsentLog.response.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ConsentLogCheck","description":"What a check of the site's consent log found (decision 047): how many entries it has and the id of the first entry where the hash chain breaks (null: the chain is whole).","type":"object","properties":{"entries":{"type":"integer","minimum":0,"maximum":9007199254740991},"firstBroken":{"anyOf":[{"type":"integer","minimum":1,"maximum":9007199254740991},{"type":"null"}]}},"required":["entries","firstBroken"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/consent-log-check.schema.json"};

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/checkConsentLog.response.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
let data0 = data.data;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.entries === undefined){
const err2 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/consent-log-check.schema.json/required",keyword:"required",params:{missingProperty: "entries"},message:"must have required property '"+"entries"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.firstBroken === undefined){
const err3 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/consent-log-check.schema.json/required",keyword:"required",params:{missingProperty: "firstBroken"},message:"must have required property '"+"firstBroken"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 in data0){
if(!((key1 === "entries") || (key1 === "firstBroken"))){
const err4 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/consent-log-check.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.entries !== undefined){
let data1 = data0.entries;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/data/entries",schemaPath:"https://schemas.vitrina.local/entities/consent-log-check.schema.json/properties/entries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 9007199254740991 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/data/entries",schemaPath:"https://schemas.vitrina.local/entities/consent-log-check.schema.json/properties/entries/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/data/entries",schemaPath:"https://schemas.vitrina.local/entities/consent-log-check.schema.json/properties/entries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data0.firstBroken !== undefined){
let data2 = data0.firstBroken;
const _errs9 = errors;
let valid3 = false;
const _errs10 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err8 = {instancePath:instancePath+"/data/firstBroken",schemaPath:"https://schemas.vitrina.local/entities/consent-log-check.schema.json/properties/firstBroken/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9007199254740991 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/data/firstBroken",schemaPath:"https://schemas.vitrina.local/entities/consent-log-check.schema.json/properties/firstBroken/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/data/firstBroken",schemaPath:"https://schemas.vitrina.local/entities/consent-log-check.schema.json/properties/firstBroken/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid0 = _errs10 === errors;
valid3 = valid3 || _valid0;
const _errs12 = errors;
if(data2 !== null){
const err11 = {instancePath:instancePath+"/data/firstBroken",schemaPath:"https://schemas.vitrina.local/entities/consent-log-check.schema.json/properties/firstBroken/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err12 = {instancePath:instancePath+"/data/firstBroken",schemaPath:"https://schemas.vitrina.local/entities/consent-log-check.schema.json/properties/firstBroken/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err13 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/consent-log-check.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

